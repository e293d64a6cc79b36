// The four money cells a train ticket row shows in the review and on the booking: fare, discount, amount, issue fee.
import TableCell from '@mui/material/TableCell';
import { formatVnd } from '@portal/domain';

/** `issueFee` undefined: not known yet (shown as a dash). */
export function TicketAmountCells(props: { fare: number; discount: number; amount: number; issueFee?: number }) {
  const values = [props.fare, props.discount, props.amount, props.issueFee];
  return values.map((value, index) => (
    <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap' }}>
      {value === undefined ? '—' : formatVnd(value)}
    </TableCell>
  ));
}
