// The seats chosen so far: passenger, flight, seat and its price per line, a way to clear each, and their total.
import Box from '@mui/material/Box';
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

const FROM_TABLET = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
const TOTAL_CELL = { color: 'text.primary', fontSize: '0.875rem', fontWeight: 700 } as const;

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
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('paidSeats.form.summary')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('paidSeats.form.colPassenger')}</TableCell>
            <TableCell sx={FROM_TABLET}>{t('paidSeats.form.colFlight')}</TableCell>
            <TableCell>{t('paidSeats.form.colSeat')}</TableCell>
            <TableCell align="right">{t('paidSeats.form.colPrice')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {choices.map((choice) => (
            <TableRow key={`${choice.flightKey}|${choice.paxId}`}>
              <TableCell>
                {nameOf(choice.paxId)}
                {/* On a phone the flight goes under the name instead of a column of its own. */}
                <Typography data-phone-only variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {flightLabelOf(choice.flightKey)}
                </Typography>
              </TableCell>
              <TableCell sx={FROM_TABLET}>{flightLabelOf(choice.flightKey)}</TableCell>
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
            {/* No colSpan: the flight column is hidden on a phone, and the total must stay under the prices. */}
            <TableCell component="th" scope="row" sx={TOTAL_CELL}>
              {t('paidSeats.form.total')}
            </TableCell>
            <TableCell sx={FROM_TABLET} />
            <TableCell />
            <TableCell align="right" sx={{ ...TOTAL_CELL, whiteSpace: 'nowrap' }}>
              {formatVnd(seatsTotal(choices))}
            </TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
