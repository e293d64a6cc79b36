// A report's "Xuất Excel" / "Xuất CSV" buttons (a spinner on the one running, the failure shown under them), plus the screen's own actions.
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { TReportExportFormat } from '@portal/contracts';
import { apiErrorMessage, type HttpError } from '../../lib/http/types';

type ReportExportButtonsProps = {
  labels: Record<TReportExportFormat, string>;
  /** Shown when the download fails without a message of the server's. */
  failedMessage: string;
  /** False while there is nothing on screen to export. */
  canExport: boolean;
  onExport: (format: TReportExportFormat) => Promise<{ error?: HttpError }>;
  /** Further buttons of the screen (print…), after the export buttons. */
  children?: ReactNode;
};

export function ReportExportButtons({
  labels,
  failedMessage,
  canExport,
  onExport,
  children,
}: ReportExportButtonsProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<TReportExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const exportAs = async (format: TReportExportFormat) => {
    setExporting(format);
    setError(null);
    const outcome = await onExport(format);
    setExporting(null);
    if (outcome.error) setError(apiErrorMessage(outcome.error) ?? failedMessage);
  };

  const exportButton = (format: TReportExportFormat) => (
    <Button
      variant="outlined"
      startIcon={
        exporting === format ? <CircularProgress size={16} aria-label={t('common.loading')} /> : <DownloadIcon />
      }
      disabled={!canExport || exporting !== null}
      onClick={() => void exportAs(format)}
    >
      {labels[format]}
    </Button>
  );

  return (
    <Box
      data-print="hide"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: { xs: 'stretch', sm: 'flex-end' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {exportButton('xlsx')}
        {exportButton('csv')}
        {children}
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
