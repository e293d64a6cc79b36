// The booking's tickets per direction: passenger, seat, type, amounts, status; issued tickets can be chosen for a
// refund when the booking allows one, and each changed ("Đổi vé") when it allows a change.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTrainDirection, TTrainTicket } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { runTimeText, seatPlaceText, seatTypeText } from '../model/seat-text';
import { TicketAmountCells } from './TicketAmountCells';

export function TicketsSection({
  direction,
  tickets,
  canChoose,
  chosen,
  onToggle,
  onChange,
}: {
  direction: TTrainDirection;
  tickets: readonly TTrainTicket[];
  /** Refund allowed: issued tickets get a checkbox. */
  canChoose: boolean;
  chosen: ReadonlySet<string>;
  onToggle: (ticketId: string) => void;
  /** Change allowed: issued tickets get "Đổi vé". */
  onChange?: (ticket: TTrainTicket) => void;
}) {
  const { t } = useTranslation();
  const first = tickets[0];
  if (!first) return null;
  const headingId = `train-tickets-${direction}`;
  const label = t(`trainBooking.direction.${direction}`);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('trainBooking.direction.heading', {
          direction: label,
          train: first.trainNumber,
          from: first.fromName,
          to: first.toName,
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
              {canChoose ? <TableCell padding="checkbox" /> : null}
              <TableCell>{t('trainBooking.columns.passenger')}</TableCell>
              <TableCell>{t('trainBooking.columns.seat')}</TableCell>
              <TableCell>{t('trainBooking.columns.type')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('trainBooking.columns.fare')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('trainBooking.columns.discount')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('trainBooking.columns.amount')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('trainBooking.columns.issueFee')}
              </TableCell>
              <TableCell>{t('trainBooking.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tickets.map((ticket) => (
              <TableRow key={ticket.ticketId}>
                {canChoose ? (
                  <TableCell padding="checkbox">
                    {ticket.status === 'ISSUED' ? (
                      <Checkbox
                        checked={chosen.has(ticket.ticketId)}
                        onChange={() => onToggle(ticket.ticketId)}
                        slotProps={{
                          input: { 'aria-label': t('trainBooking.refund.choose', { name: ticket.fullName }) },
                        }}
                      />
                    ) : null}
                  </TableCell>
                ) : null}
                <TableCell>
                  {ticket.fullName}
                  <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                    {ticket.idNumber}
                    {ticket.ticketNumber ? ` · ${ticket.ticketNumber}` : ''}
                  </Typography>
                  {ticket.infants.map((infant) => (
                    <Typography key={infant.fullName} variant="caption" sx={{ display: 'block' }}>
                      {t('trainBooking.confirm.withInfant', { name: infant.fullName })}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  {seatPlaceText(t, ticket)}
                  <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                    {seatTypeText(t, ticket.seatType)}
                  </Typography>
                </TableCell>
                <TableCell>{t(`trainBooking.passengerTypes.${ticket.passengerType}`)}</TableCell>
                <TicketAmountCells {...ticket} />
                <TableCell>
                  <Chip size="small" label={t(`trainBooking.ticketStatus.${ticket.status}`)} />
                  {ticket.refundAmount !== null ? (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {t('trainBooking.refund.returned', { amount: formatVnd(ticket.refundAmount) })}
                    </Typography>
                  ) : null}
                  {onChange && ticket.status === 'ISSUED' ? (
                    <Button
                      size="small"
                      sx={{ display: 'block', mt: 0.5, whiteSpace: 'nowrap' }}
                      aria-label={t('trainBooking.change.buttonFor', { name: ticket.fullName })}
                      onClick={() => onChange(ticket)}
                    >
                      {t('trainBooking.change.button')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
