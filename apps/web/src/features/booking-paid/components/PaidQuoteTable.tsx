// The lines of a paid change quote, per passenger and flight: kind, description, amount (money back said as such).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TPaidChangeLine } from '@portal/contracts';
import { useLanguage } from '../../../lib/i18n/use-language';
import { signedVnd } from '../../../components/booking/paid-changes/paid-money';

export function PaidQuoteTable({ lines }: { lines: readonly TPaidChangeLine[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Table size="small" aria-label={t('bookingPaid.quote.linesLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('bookingPaid.quote.passenger')}</TableCell>
          <TableCell>{t('bookingPaid.quote.flight')}</TableCell>
          <TableCell>{t('bookingPaid.quote.kind')}</TableCell>
          <TableCell>{t('bookingPaid.quote.description')}</TableCell>
          <TableCell align="right">{t('bookingPaid.quote.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={`${line.paxId}-${line.flightKey ?? ''}-${line.kind}-${index}`} data-testid="quote-line">
            <TableCell>{line.passengerName}</TableCell>
            <TableCell>{line.flightLabel ?? '—'}</TableCell>
            <TableCell>{t(`bookingPaid.lineKinds.${line.kind}`) || line.kind}</TableCell>
            <TableCell>{line.description[language]}</TableCell>
            <TableCell align="right" sx={{ color: line.amount < 0 ? 'success.main' : undefined, whiteSpace: 'nowrap' }}>
              {signedVnd(t, line.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
