// The statement's figures: opening, credits, debits and closing for the period, then the deposit as it is now.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDepositStatementResponse } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { ReportSummary } from '../../../components/report/ReportSummary';

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
    <ReportSummary label={t('depositReport.summary')} figures={figures}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('depositReport.current', {
          time: formatDateTime(new Date(current.asOf)),
          balance: formatVnd(current.balance),
          reserved: formatVnd(current.reserved),
          available: formatVnd(current.available),
          creditLimit: formatVnd(current.creditLimit),
        })}
      </Typography>
    </ReportSummary>
  );
}
