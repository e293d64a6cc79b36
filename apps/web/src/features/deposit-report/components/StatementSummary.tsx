// The statement's figures: opening, credits, debits and closing for the period, then the deposit as it is now.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDepositStatementResponse } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';

export function StatementSummary({ statement }: { statement: TDepositStatementResponse }) {
  const { t } = useTranslation();
  const figures = [
    { id: 'opening', label: t('depositReport.opening'), amount: statement.openingBalance },
    { id: 'credits', label: t('depositReport.credits'), amount: statement.totals.credits },
    { id: 'debits', label: t('depositReport.debits'), amount: statement.totals.debits },
    { id: 'closing', label: t('depositReport.closing'), amount: statement.closingBalance },
  ];
  const { current } = statement;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('depositReport.summary')}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, breakInside: 'avoid' }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.id} data-figure={figure.id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatVnd(figure.amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('depositReport.current', {
          time: formatDateTime(new Date(current.asOf)),
          balance: formatVnd(current.balance),
          reserved: formatVnd(current.reserved),
          available: formatVnd(current.available),
          creditLimit: formatVnd(current.creditLimit),
        })}
      </Typography>
    </Paper>
  );
}
