// The buy-seat form's state: the choices, the flight and passenger shown, the last message, and what a 409 seatTaken
// does (the maps read again, the seat sold meanwhile dropped with a message).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBookingSeat } from '@portal/contracts';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useGetSeatMapsQuery } from '../api/booking-paid-api';
import type { PaidFormConflict } from '../forms/paid-form-types';
import {
  chooseSeat,
  choicesStillFree,
  withoutSeat,
  type SeatChoice,
  type SeatPassenger,
  type SeatRow,
} from './seat-choice';
import { seatOutcomeText } from './seat-text';

/** The seats a 409 names, however the server lists them: `{flightKey, seat}` or `seats: [{flightKey, seat}]`. */
export function seatsNamedIn(details: Readonly<Record<string, unknown>>): { flightKey: string; seat: string }[] {
  const list = Array.isArray(details.seats) ? (details.seats as unknown[]) : [details];
  return list.flatMap((item) => {
    const entry = item as { flightKey?: unknown; seat?: unknown } | null;
    return typeof entry?.flightKey === 'string' && typeof entry.seat === 'string'
      ? [{ flightKey: entry.flightKey, seat: entry.seat }]
      : [];
  });
}

type Options = { bookingId: string; passengers: readonly SeatPassenger[]; conflict?: PaidFormConflict };

export function useSeatChoices({ bookingId, passengers, conflict }: Options) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const maps = useGetSeatMapsQuery(bookingId, { refetchOnMountOrArgChange: true });
  const [choices, setChoices] = useState<SeatChoice[]>([]);
  const [flightKey, setFlightKey] = useState<string | undefined>(undefined);
  const [paxId, setPaxId] = useState<string | undefined>(passengers[0]?.paxId);
  const [notice, setNotice] = useState<{ text: string; isWarning: boolean } | undefined>(undefined);
  const nameOf = (id: string) => passengers.find((passenger) => passenger.paxId === id)?.name ?? id;
  const textContext = { t, language, nameOf };
  const shownMaps = maps.currentData?.maps ?? [];
  const activeFlightKey = shownMaps.some((map) => map.flightKey === flightKey) ? flightKey : shownMaps[0]?.flightKey;
  const passenger = passengers.find((candidate) => candidate.paxId === paxId) ?? passengers[0];
  const { refetch } = maps;

  const latestChoices = useRef(choices);
  latestChoices.current = choices;
  const handledConflict = useRef<PaidFormConflict | undefined>(undefined);

  // A seat sold to another booking meanwhile: read the maps again, drop the seat named and any other no longer free.
  useEffect(() => {
    if (conflict?.reason !== 'seatTaken' || handledConflict.current === conflict) return;
    handledConflict.current = conflict;
    const named = seatsNamedIn(conflict.details);
    void refetch().then((result) => {
      const current = latestChoices.current;
      const afterNamed = named.reduce(withoutSeat, current);
      const { kept, dropped } = result.data
        ? choicesStillFree(afterNamed, result.data.maps)
        : { kept: afterNamed, dropped: [] };
      const gone = [...current.filter((choice) => !afterNamed.includes(choice)), ...dropped];
      setChoices(kept);
      setNotice({
        text:
          gone.length > 0
            ? t('paidSeats.form.seatTaken', { seats: gone.map((choice) => choice.seat).join(', ') })
            : t('paidSeats.form.seatTakenUnknown'),
        isWarning: true,
      });
    });
  }, [conflict, refetch, t]);

  const choose = ({ row, seat }: { row: SeatRow; seat: TBookingSeat }) => {
    if (!passenger || !activeFlightKey) return;
    const result = chooseSeat({ passenger, flightKey: activeFlightKey, row, seat, choices });
    setChoices(result.choices);
    setNotice({
      text: seatOutcomeText(result, { seat: seat.seat, passenger }, textContext),
      isWarning: result.outcome === 'refused',
    });
  };

  const remove = (choice: SeatChoice) => {
    setChoices((current) => current.filter((other) => other !== choice));
    setNotice({
      text: t('paidSeats.outcome.cleared', { seat: choice.seat, name: nameOf(choice.paxId) }),
      isWarning: false,
    });
  };

  return {
    maps,
    shownMaps,
    choices,
    activeFlightKey,
    setFlightKey,
    passenger,
    setPaxId,
    notice,
    setNotice,
    choose,
    remove,
    nameOf,
  };
}
