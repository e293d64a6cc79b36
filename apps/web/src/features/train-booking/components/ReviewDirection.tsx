// One direction of the confirm page: its train and times, then each passenger with the seat, type, fare, discount,
// amount and issue fee as estimated here (the API's answer at hold wins).
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTrainSeatLock } from '@portal/contracts';
import { estimatePrice, issueFeeOf, type TrainIssueFees } from '../model/hold-request';
import { emptyPassenger, type SeatPassengerValues } from '../model/passenger-rules';
import { runTimeText, seatPlaceText, seatTypeText } from '../model/seat-text';
import { TicketAmountCells } from './TicketAmountCells';

export function ReviewDirection({
  label,
  locks,
  values,
  issueFees,
}: {
  label: string;
  locks: readonly TTrainSeatLock[];
  values: Record<string, SeatPassengerValues>;
  /** Unknown while the search answering it loads or when it failed. */
  issueFees: TrainIssueFees | undefined;
}) {
  const { t } = useTranslation();
  const first = locks[0];
  if (!first) return null;
  const headingId = `train-review-${first.direction}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('trainBooking.direction.heading', {
          direction: label,
          train: first.trainNumber,
          from: first.from,
          to: first.to,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('trainBooking.direction.times', {
          depart: runTimeText(first.departAt),
          arrive: runTimeText(first.arriveAt),
        })}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {['passenger', 'seat', 'type', 'fare', 'discount', 'amount', 'issueFee'].map((column) => (
                <TableCell key={column} align={['passenger', 'seat', 'type'].includes(column) ? 'left' : 'right'}>
                  {t(`trainBooking.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {locks.map((lock) => {
              const passenger = values[lock.ticketId] ?? emptyPassenger();
              const price = estimatePrice(lock, passenger.passengerType);
              return (
                <TableRow key={lock.ticketId}>
                  <TableCell>
                    {passenger.fullName.trim()}
                    <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                      {passenger.idNumber.trim()}
                    </Typography>
                    {passenger.infant ? (
                      <Typography variant="caption" sx={{ display: 'block' }}>
                        {t('trainBooking.confirm.withInfant', { name: passenger.infant.fullName.trim() })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {seatPlaceText(t, { ...lock.seat, carriageNo: lock.carriageNo, seatNumber: lock.seat.number })}
                    <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                      {seatTypeText(t, lock.seat.seatType)}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`trainBooking.passengerTypes.${passenger.passengerType}`)}</TableCell>
                  <TicketAmountCells
                    {...price}
                    issueFee={issueFees === undefined ? undefined : issueFeeOf(issueFees, passenger.passengerType)}
                  />
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
