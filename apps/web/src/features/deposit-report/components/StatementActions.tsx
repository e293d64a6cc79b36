// "Xuất Excel", "Xuất CSV" (files the server builds, so they equal the screen) and "In sao kê".
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import type { TStatementExportFormat } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { downloadStatementExport } from '../api/download-statement-export';
import type { StatementArgs } from '../api/get-deposit-statement';

type StatementActionsProps = {
  /** The statement on screen; undefined while there is none (buttons disabled). */
  request: (StatementArgs & { agencyCode: string }) | undefined;
  onPrint: () => void;
};

export function StatementActions({ request, onPrint }: StatementActionsProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<TStatementExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const exportAs = async (format: TStatementExportFormat) => {
    if (!request) return;
    const { agencyCode, ...args } = request;
    setExporting(format);
    setError(null);
    const outcome = await downloadStatementExport({
      ...args,
      format,
      fallbackName: `sao-ke-${agencyCode}-${args.from}-${args.to}.${format}`,
    });
    setExporting(null);
    if (outcome.error) setError(apiErrorMessage(outcome.error) ?? t('depositReport.exportFailed'));
  };

  const exportButton = (format: TStatementExportFormat, label: string) => (
    <Button
      variant="outlined"
      startIcon={
        exporting === format ? <CircularProgress size={16} aria-label={t('common.loading')} /> : <DownloadIcon />
      }
      disabled={!request || exporting !== null}
      onClick={() => void exportAs(format)}
    >
      {label}
    </Button>
  );

  return (
    <Box
      data-print="hide"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: { xs: 'stretch', sm: 'flex-end' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {exportButton('xlsx', t('depositReport.exportExcel'))}
        {exportButton('csv', t('depositReport.exportCsv'))}
        <Button variant="outlined" startIcon={<PrintIcon />} disabled={!request} onClick={onPrint}>
          {t('depositReport.print')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
