// The departure/return date picker of SPEC §4: which pick sets which date, swaps, removing the return, reset to today.
import { compareIsoDates, requireIsoDate, type IsoDate } from './calendar-days.js';

export type DateRange = {
  departureDate: IsoDate;
  /** Empty (null) on a one-way search or after the return is removed. */
  returnDate: IsoDate | null;
  isDepartureChosen: boolean;
  isReturnChosen: boolean;
};

/**
 * Both dates today and nothing chosen yet, so the next pick is a first pick. The return is set to today too
 * (SPEC: "reset sets both to today"); the flags, not the dates, say what the agent has picked.
 */
export function resetDateRange(today: IsoDate): DateRange {
  requireIsoDate(today);
  return { departureDate: today, returnDate: today, isDepartureChosen: false, isReturnChosen: false };
}

/** A first pick: sets the departure, clears the return, marks the departure chosen. One-way pickers only do this. */
export function pickDeparture(date: IsoDate): DateRange {
  requireIsoDate(date);
  return { departureDate: date, returnDate: null, isDepartureChosen: true, isReturnChosen: false };
}

/**
 * One click on a round-trip picker:
 * - nothing chosen, or both already chosen (the agent starts over): a first pick;
 * - only the departure chosen: sets the return, swapping the two if it is earlier than the departure;
 * - only the return chosen: sets the departure, swapping the two if it is later than the return.
 * The same day twice gives a same-day round trip (no swap).
 */
export function pickDate(range: DateRange, date: IsoDate): DateRange {
  requireIsoDate(date);
  if (range.isDepartureChosen && !range.isReturnChosen) {
    const isEarlier = compareIsoDates(date, range.departureDate) < 0;
    return {
      departureDate: isEarlier ? date : range.departureDate,
      returnDate: isEarlier ? range.departureDate : date,
      isDepartureChosen: true,
      isReturnChosen: true,
    };
  }
  if (!range.isDepartureChosen && range.isReturnChosen && range.returnDate !== null) {
    const isLater = compareIsoDates(date, range.returnDate) > 0;
    return {
      departureDate: isLater ? range.returnDate : date,
      returnDate: isLater ? date : range.returnDate,
      isDepartureChosen: true,
      isReturnChosen: true,
    };
  }
  return pickDeparture(date);
}

/**
 * A pick made in the return field directly: sets the return and marks it chosen. With a departure chosen and the
 * day earlier than it, the two swap. Without a departure this leaves "only a return chosen", handled by pickDate.
 */
export function pickReturn(range: DateRange, date: IsoDate): DateRange {
  requireIsoDate(date);
  if (range.isDepartureChosen && compareIsoDates(date, range.departureDate) < 0) {
    return { departureDate: date, returnDate: range.departureDate, isDepartureChosen: true, isReturnChosen: true };
  }
  return { ...range, returnDate: date, isReturnChosen: true };
}

/** Removing the return (switching to one way, or the clear button) empties it and its flag; the departure stays. */
export function removeReturn(range: DateRange): DateRange {
  return { ...range, returnDate: null, isReturnChosen: false };
}
