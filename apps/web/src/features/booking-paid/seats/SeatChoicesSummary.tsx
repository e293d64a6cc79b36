// The seats chosen so far: passenger, flight, seat and its price per line, a way to clear each, and their total.
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import { seatsTotal, type SeatChoice } from './seat-choice';

type Props = {
  /** In the order the body sends them. */
  choices: readonly SeatChoice[];
  nameOf: (paxId: string) => string;
  flightLabelOf: (flightKey: string) => string;
  isLocked: boolean;
  onRemove: (choice: SeatChoice) => void;
};

export function SeatChoicesSummary({ choices, nameOf, flightLabelOf, isLocked, onRemove }: Props) {
  const { t } = useTranslation();
  if (choices.length === 0) return <Typography color="text.secondary">{t('paidSeats.form.none')}</Typography>;
  return (
    <Table size="small" aria-label={t('paidSeats.form.summary')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('paidSeats.form.colPassenger')}</TableCell>
          <TableCell>{t('paidSeats.form.colFlight')}</TableCell>
          <TableCell>{t('paidSeats.form.colSeat')}</TableCell>
          <TableCell align="right">{t('paidSeats.form.colPrice')}</TableCell>
          <TableCell padding="checkbox" />
        </TableRow>
      </TableHead>
      <TableBody>
        {choices.map((choice) => (
          <TableRow key={`${choice.flightKey}|${choice.paxId}`}>
            <TableCell>{nameOf(choice.paxId)}</TableCell>
            <TableCell>{flightLabelOf(choice.flightKey)}</TableCell>
            <TableCell>{choice.seat}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {choice.price > 0 ? formatVnd(choice.price) : t('paidSeats.form.free')}
            </TableCell>
            <TableCell padding="checkbox">
              <IconButton
                size="small"
                disabled={isLocked}
                aria-label={t('paidSeats.form.remove', { seat: choice.seat, name: nameOf(choice.paxId) })}
                onClick={() => onRemove(choice)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3} component="th" scope="row">
            {t('paidSeats.form.total')}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
            {formatVnd(seatsTotal(choices))}
          </TableCell>
          <TableCell padding="checkbox" />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
