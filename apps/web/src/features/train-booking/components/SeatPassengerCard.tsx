// One held seat's passenger: the seat (train, carriage, seat or berth, tier) with its lock's countdown, then the name,
// ID, type with the estimated price, birth date, a child's adult seat and an under-6 sharing this seat.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAIN_PASSENGER_TYPES, type TTrainPassengerType, type TTrainSeatLock } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { tidyTypedDate } from '../../../lib/forms/typed-date';
import { estimatePrice } from '../model/hold-request';
import { emptyPassenger, isChildType, needsBirthDate, type SeatPassengerValues } from '../model/passenger-rules';
import { lockClock, runTimeText, seatPlaceText, seatTypeText } from '../model/seat-text';

export type AdultChoice = { ticketId: string; label: string };

type SeatPassengerCardProps = {
  lock: TTrainSeatLock;
  /** Its place on the page: "Hành khách 2". */
  number: number;
  values: SeatPassengerValues | undefined;
  remainingSeconds: number;
  /** The grown-up seats of the same direction a child may travel with. */
  adults: readonly AdultChoice[];
  /** The problem of a field path under this seat (`fullName`, `infant.birthDate`…), as shown text. */
  problemOf: (field: string) => string | undefined;
  onChange: (values: SeatPassengerValues) => void;
};

export function SeatPassengerCard(props: SeatPassengerCardProps) {
  const { t } = useTranslation();
  const { lock, number, remainingSeconds, adults, problemOf } = props;
  const values = props.values ?? emptyPassenger();
  const set = (patch: Partial<SeatPassengerValues>) => props.onChange({ ...values, ...patch });
  const headingId = `train-passenger-${lock.ticketId}`;
  const isExpired = remainingSeconds <= 0;
  const estimate = estimatePrice(lock, values.passengerType);
  const isChild = isChildType(values.passengerType);
  const field = (name: string) => ({
    error: Boolean(problemOf(name)),
    helperText: problemOf(name),
    size: 'small' as const,
    fullWidth: true,
  });
  const typeLabel = (type: TTrainPassengerType) =>
    t('trainBooking.passenger.typeOption', {
      type: t(`trainBooking.passengerTypes.${type}`),
      amount: formatVnd(estimatePrice(lock, type).amount),
    });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: '1 1 200px' }}>
          {t('trainBooking.passenger.heading', { number, seat: lock.seat.number, carriage: lock.carriageNo })}
        </Typography>
        {isExpired ? null : (
          <Chip
            size="small"
            color={remainingSeconds < 120 ? 'error' : 'warning'}
            role="timer"
            label={t('trainBooking.passenger.lockLeft', { time: lockClock(remainingSeconds) })}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('trainBooking.passenger.seatLine', {
          train: lock.trainNumber,
          from: lock.from,
          to: lock.to,
          depart: runTimeText(lock.departAt),
          place: seatPlaceText(t, { ...lock.seat, carriageNo: lock.carriageNo, seatNumber: lock.seat.number }),
          seatType: seatTypeText(t, lock.seat.seatType),
        })}
      </Typography>
      {isExpired ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('trainBooking.passenger.lockExpired')}{' '}
          <Link component={RouterLink} to="/booking/train">
            {t('trainBooking.passenger.chooseAgain')}
          </Link>
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 1.5, mt: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextField
          label={t('trainBooking.passenger.fullName')}
          required
          value={values.fullName}
          onChange={(event) => set({ fullName: event.target.value })}
          {...field('fullName')}
        />
        <TextField
          label={t('trainBooking.passenger.idNumber')}
          required
          value={values.idNumber}
          onChange={(event) => set({ idNumber: event.target.value })}
          {...field('idNumber')}
          helperText={problemOf('idNumber') ?? t('trainBooking.passenger.idNumberHelp')}
        />
        <TextField
          select
          label={t('trainBooking.passenger.type')}
          value={String(values.passengerType)}
          onChange={(event) => {
            const passengerType = Number(event.target.value) as TTrainPassengerType;
            set({ passengerType, ...(isChildType(passengerType) ? { infant: null } : { adultTicketId: '' }) });
          }}
          slotProps={{ select: { native: true } }}
          {...field('passengerType')}
        >
          {TRAIN_PASSENGER_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('trainBooking.passenger.birthDate')}
          required={needsBirthDate(values.passengerType)}
          placeholder="dd/MM/yyyy"
          value={values.birthDate}
          onChange={(event) => set({ birthDate: event.target.value })}
          onBlur={() => set({ birthDate: tidyTypedDate(values.birthDate) })}
          {...field('birthDate')}
          helperText={problemOf('birthDate') ?? t(`trainBooking.passenger.birthDateHelp.${values.passengerType}`)}
        />
        {isChild ? (
          <TextField
            select
            label={t('trainBooking.passenger.adult')}
            required
            value={values.adultTicketId}
            onChange={(event) => set({ adultTicketId: event.target.value })}
            slotProps={{ select: { native: true } }}
            {...field('adultTicketId')}
          >
            <option value="">{t('trainBooking.passenger.adultNone')}</option>
            {adults.map((adult) => (
              <option key={adult.ticketId} value={adult.ticketId}>
                {adult.label}
              </option>
            ))}
          </TextField>
        ) : null}
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1.5 }}>
        {t('trainBooking.passenger.estimate', {
          fare: formatVnd(estimate.fare),
          discount: formatVnd(estimate.discount),
          amount: formatVnd(estimate.amount),
        })}
      </Typography>
      {isChild ? null : <InfantFields values={values} problemOf={problemOf} onChange={(infant) => set({ infant })} />}
    </Paper>
  );
}

function InfantFields({
  values,
  problemOf,
  onChange,
}: {
  values: SeatPassengerValues;
  problemOf: (field: string) => string | undefined;
  onChange: (infant: SeatPassengerValues['infant']) => void;
}) {
  const { t } = useTranslation();
  const infant = values.infant;
  if (!infant)
    return (
      <Button size="small" sx={{ mt: 1 }} onClick={() => onChange({ fullName: '', birthDate: '' })}>
        {t('trainBooking.infant.add')}
      </Button>
    );
  return (
    <Box
      role="group"
      aria-label={t('trainBooking.infant.group')}
      sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('trainBooking.infant.heading')}
      </Typography>
      {problemOf('infant') ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problemOf('infant')}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr auto' }, alignItems: 'start' }}
      >
        <TextField
          size="small"
          label={t('trainBooking.infant.fullName')}
          required
          value={infant.fullName}
          onChange={(event) => onChange({ ...infant, fullName: event.target.value })}
          error={Boolean(problemOf('infant.fullName'))}
          helperText={problemOf('infant.fullName')}
        />
        <TextField
          size="small"
          label={t('trainBooking.infant.birthDate')}
          required
          placeholder="dd/MM/yyyy"
          value={infant.birthDate}
          onChange={(event) => onChange({ ...infant, birthDate: event.target.value })}
          onBlur={() => onChange({ ...infant, birthDate: tidyTypedDate(infant.birthDate) })}
          error={Boolean(problemOf('infant.birthDate'))}
          helperText={problemOf('infant.birthDate')}
        />
        <Button onClick={() => onChange(null)}>{t('trainBooking.infant.remove')}</Button>
      </Box>
    </Box>
  );
}
