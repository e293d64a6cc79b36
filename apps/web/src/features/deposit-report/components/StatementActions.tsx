// "Xuất Excel", "Xuất CSV" (files the server builds, so they equal the screen) and "In sao kê".
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import type { TReportExportFormat } from '@portal/contracts';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { downloadStatementExport } from '../api/download-statement-export';
import type { StatementArgs } from '../api/get-deposit-statement';

type StatementActionsProps = {
  /** The statement on screen; undefined while there is none (buttons disabled). */
  request: (StatementArgs & { agencyCode: string }) | undefined;
  onPrint: () => void;
};

export function StatementActions({ request, onPrint }: StatementActionsProps) {
  const { t } = useTranslation();

  const exportAs = async (format: TReportExportFormat) => {
    if (!request) return {};
    const { agencyCode, ...args } = request;
    return downloadStatementExport({
      ...args,
      format,
      fallbackName: `sao-ke-${agencyCode}-${args.from}-${args.to}.${format}`,
    });
  };

  return (
    <ReportExportButtons
      labels={{ xlsx: t('depositReport.exportExcel'), csv: t('depositReport.exportCsv') }}
      failedMessage={t('depositReport.exportFailed')}
      canExport={Boolean(request)}
      onExport={exportAs}
    >
      <Button variant="outlined" startIcon={<PrintIcon />} disabled={!request} onClick={onPrint}>
        {t('depositReport.print')}
      </Button>
    </ReportExportButtons>
  );
}
