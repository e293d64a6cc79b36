// Departure and return days of a one-way or round-trip search (date-range rules of the domain), with each day's lowest fare.
import Box from '@mui/material/Box';
import { pickDate, pickDeparture, pickReturn, type DateRange, type IsoDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { fareRouteOf } from '../../lib/flight-search/calendar-fares';
import type { DateFieldKey } from '../../lib/flight-search/search-draft';
import { DateField } from './DateField';

export type DateRangeFieldsProps = {
  isRoundTrip: boolean;
  /** The route's airport codes ('' until chosen): the calendars show its fares once both are chosen. */
  from: string;
  to: string;
  dates: DateRange;
  today: IsoDate;
  onDatesChange: (dates: DateRange) => void;
  pendingTexts: Partial<Record<DateFieldKey, string>>;
  onTextChange: (key: DateFieldKey, text: string) => void;
  onTextCommit: (key: DateFieldKey) => void;
  errors: { departure?: string; return?: string };
};

export function DateRangeFields(props: DateRangeFieldsProps) {
  const { isRoundTrip, from, to, dates, today, onDatesChange, pendingTexts, onTextChange, onTextCommit, errors } =
    props;
  const { t } = useTranslation();
  const rangeEnd = isRoundTrip ? dates.returnDate : null;
  const isWaitingForReturn = isRoundTrip && dates.isDepartureChosen && !dates.isReturnChosen;

  // From the departure field a round trip takes two picks: the first sets the departure, the second the return.
  const pickFromDeparture = (date: IsoDate) => {
    if (!isRoundTrip) {
      onDatesChange(pickDeparture(date));
      return 'close' as const;
    }
    const next = pickDate(dates, date);
    onDatesChange(next);
    return next.isDepartureChosen && next.isReturnChosen ? ('close' as const) : ('stay' as const);
  };

  const pickFromReturn = (date: IsoDate) => {
    onDatesChange(pickReturn(dates, date));
    return 'close' as const;
  };

  const common = { today, minDate: today, rangeStart: dates.departureDate, rangeEnd };
  // The calendars show the way out, or the way back while a return day is being picked.
  const outbound = fareRouteOf(from, to);
  const inbound = fareRouteOf(to, from);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: isRoundTrip ? '1fr 1fr' : '1fr',
        '@container (max-width: 359px)': { gridTemplateColumns: '1fr' },
      }}
    >
      <DateField
        label={t('flightSearch.dates.departure')}
        openCalendarLabel={t('flightSearch.dates.openDepartureCalendar')}
        value={dates.departureDate}
        pendingText={pendingTexts.departure}
        onTextChange={(text) => onTextChange('departure', text)}
        onTextCommit={() => onTextCommit('departure')}
        error={errors.departure}
        required
        calendar={{
          ...common,
          label: t('flightSearch.dates.pickDeparture'),
          hint: isWaitingForReturn ? t('flightSearch.dates.pickReturn') : t('flightSearch.dates.pickDeparture'),
          fareRoute: isWaitingForReturn ? inbound : outbound,
          onPick: pickFromDeparture,
        }}
      />
      {isRoundTrip ? (
        <DateField
          label={t('flightSearch.dates.return')}
          openCalendarLabel={t('flightSearch.dates.openReturnCalendar')}
          value={dates.returnDate}
          pendingText={pendingTexts.return}
          onTextChange={(text) => onTextChange('return', text)}
          onTextCommit={() => onTextCommit('return')}
          error={errors.return}
          required
          calendar={{
            ...common,
            label: t('flightSearch.dates.pickReturn'),
            hint: t('flightSearch.dates.pickReturn'),
            fareRoute: inbound,
            onPick: pickFromReturn,
          }}
        />
      ) : null}
    </Box>
  );
}
