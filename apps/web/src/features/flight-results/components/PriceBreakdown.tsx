// The price per passenger type of the chosen flights: a table, or on phones one short block per passenger type.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatVnd, type PaxPriceLine, type PriceSummary } from '@portal/domain';

type Column = { key: 'fare' | 'tax' | 'vat' | 'issueFee'; labelKey: string };

const COLUMNS: readonly Column[] = [
  { key: 'fare', labelKey: 'flightResults.summary.columns.fare' },
  { key: 'tax', labelKey: 'flightResults.summary.columns.tax' },
  { key: 'vat', labelKey: 'flightResults.summary.columns.vat' },
  { key: 'issueFee', labelKey: 'flightResults.summary.columns.issueFee' },
];

export function PriceBreakdown({ summary, isIssueFeeHidden }: { summary: PriceSummary; isIssueFeeHidden: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // With the fee hidden it is folded into the fare (priceSummary does that), so its column would only show zeros.
  const columns = COLUMNS.filter((column) => column.key !== 'issueFee' || !isIssueFeeHidden);
  const paxName = (line: PaxPriceLine) => t(`flightResults.paxTypes.${line.paxType}`);

  if (isPhone) {
    return (
      <Box aria-label={t('flightResults.summary.breakdown')} role="group">
        {summary.lines.map((line) => (
          <Box key={line.paxType} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2" component="p">
              {paxName(line)} × {line.count}
            </Typography>
            {[
              ...columns.map((column) => ({ label: t(column.labelKey), value: line[column.key] })),
              { label: t('flightResults.summary.columns.subtotal'), value: line.subtotal },
            ].map((item) => (
              <Box key={item.label} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  {item.label}
                </Typography>
                <Typography variant="body2">{formatVnd(item.value)}</Typography>
              </Box>
            ))}
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('flightResults.summary.total')}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatVnd(summary.grandTotal)}</Typography>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('flightResults.summary.breakdown')}
        sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('flightResults.summary.columns.paxType')}</TableCell>
            <TableCell align="right">{t('flightResults.summary.columns.count')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align="right">
                {t(column.labelKey)}
              </TableCell>
            ))}
            <TableCell align="right">{t('flightResults.summary.columns.subtotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.lines.map((line) => (
            <TableRow key={line.paxType}>
              <TableCell component="th" scope="row">
                {paxName(line)}
              </TableCell>
              <TableCell align="right">{line.count}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align="right">
                  {formatVnd(line[column.key])}
                </TableCell>
              ))}
              <TableCell align="right">{formatVnd(line.subtotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell
              component="th"
              scope="row"
              colSpan={columns.length + 2}
              sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}
            >
              {t('flightResults.summary.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 16 }}>
              {formatVnd(summary.grandTotal)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
