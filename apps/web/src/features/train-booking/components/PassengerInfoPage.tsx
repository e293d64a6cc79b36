// booking/train/passenger-info: one card per held seat of both directions (the return may copy the departure's
// passengers), then the buyer; problems shown by their fields once Continue was pressed; an expired lock sends the
// agent back to the seat map. What is typed stays in this tab (passenger-store) for the confirm page.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTrainSeatLock } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { useServerNow } from '../../../components/booking/use-server-now';
import { remainingSeconds, useTrainDraft } from '../../../lib/train/train-draft';
import { copyDeparturePassengers } from '../model/hold-request';
import { checkPassengerForm, isChildType, type SeatPassengerValues } from '../model/passenger-rules';
import { updatePassengerState, usePassengerState } from '../model/passenger-store';
import { BuyerCard } from './BuyerCard';
import { SeatPassengerCard, type AdultChoice } from './SeatPassengerCard';

export const CONFIRM_PATH = '/booking/train/confirm-passenger-info';

export default function PassengerInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useTrainDraft();
  const state = usePassengerState();
  const [isChecked, setIsChecked] = useState(false);
  const departure = draft.departure.locks;
  const returning = draft.return.locks;
  const locks = [...departure, ...returning];
  const now = useServerNow(1000, locks.length > 0);
  const problems = checkPassengerForm({ locks, values: state.passengers, buyer: state.buyer });
  const hasExpired = locks.some((lock) => remainingSeconds(lock, now) <= 0);

  const message = (path: string) =>
    state.serverProblems[path] ??
    (isChecked && problems[path] ? t(`trainBooking.errors.${problems[path]}`) : undefined);
  const changeSeat = (ticketId: string, values: SeatPassengerValues) =>
    updatePassengerState((current) => ({
      ...current,
      passengers: { ...current.passengers, [ticketId]: values },
      serverProblems: withoutPrefix(current.serverProblems, `${ticketId}.`),
    }));

  if (locks.length === 0)
    return (
      <Box>
        <PageTitle title={t('trainBooking.passengerInfo.title')} />
        <Alert severity="info">
          {t('trainBooking.passengerInfo.noSeats')}{' '}
          <Link component={RouterLink} to="/train">
            {t('trainBooking.passengerInfo.search')}
          </Link>
        </Alert>
      </Box>
    );

  const adultsOf = (direction: readonly TTrainSeatLock[], lock: TTrainSeatLock): AdultChoice[] =>
    direction.flatMap((other, index) => {
      const type = state.passengers[other.ticketId]?.passengerType ?? 1;
      if (other.ticketId === lock.ticketId || isChildType(type)) return [];
      const name = state.passengers[other.ticketId]?.fullName.trim();
      return [
        {
          ticketId: other.ticketId,
          label: t('trainBooking.passenger.adultOption', {
            number: index + 1,
            seat: other.seat.number,
            carriage: other.carriageNo,
            name: name || '—',
          }),
        },
      ];
    });
  const cards = (direction: readonly TTrainSeatLock[]) =>
    direction.map((lock, index) => (
      <SeatPassengerCard
        key={lock.ticketId}
        lock={lock}
        number={index + 1}
        values={state.passengers[lock.ticketId]}
        remainingSeconds={remainingSeconds(lock, now)}
        adults={adultsOf(direction, lock)}
        problemOf={(field) => message(`${lock.ticketId}.${field}`)}
        onChange={(values) => changeSeat(lock.ticketId, values)}
      />
    ));

  const goOn = () => {
    setIsChecked(true);
    if (Object.keys(problems).length > 0 || hasExpired || Object.keys(state.serverProblems).length > 0) return;
    void navigate(CONFIRM_PATH);
  };

  return (
    <Box>
      <PageTitle title={t('trainBooking.passengerInfo.title')} subtitle={t('trainBooking.passengerInfo.subtitle')} />
      <DirectionHeading locks={departure} label={t('trainBooking.direction.departure')} />
      {cards(departure)}
      {returning.length > 0 ? (
        <>
          <DirectionHeading locks={returning} label={t('trainBooking.direction.return')} />
          {departure.length > 0 ? (
            <Button
              variant="outlined"
              size="small"
              sx={{ mb: 2 }}
              onClick={() =>
                updatePassengerState((current) => ({
                  ...current,
                  passengers: copyDeparturePassengers({ departure, returning, values: current.passengers }),
                }))
              }
            >
              {t('trainBooking.passengerInfo.sameAsDeparture')}
            </Button>
          ) : null}
          {cards(returning)}
        </>
      ) : null}
      <BuyerCard
        buyer={state.buyer}
        problemOf={(field) => message(`buyer.${field}`)}
        onChange={(buyer) =>
          updatePassengerState((current) => ({
            ...current,
            buyer,
            serverProblems: withoutPrefix(current.serverProblems, 'buyer.'),
          }))
        }
      />
      {isChecked && (Object.keys(problems).length > 0 || hasExpired) ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {hasExpired ? t('trainBooking.passengerInfo.someExpired') : t('trainBooking.passengerInfo.fixFields')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/booking/train">
          {t('trainBooking.passengerInfo.backToSeats')}
        </Button>
        <Button variant="contained" onClick={goOn}>
          {t('trainBooking.passengerInfo.continue')}
        </Button>
      </Box>
    </Box>
  );
}

function DirectionHeading({ locks, label }: { locks: readonly TTrainSeatLock[]; label: string }) {
  const { t } = useTranslation();
  const first = locks[0];
  if (!first) return null;
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {t('trainBooking.direction.heading', {
        direction: label,
        train: first.trainNumber,
        from: first.from,
        to: first.to,
      })}
    </Typography>
  );
}

function withoutPrefix(problems: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter(([path]) => !path.startsWith(prefix)));
}
