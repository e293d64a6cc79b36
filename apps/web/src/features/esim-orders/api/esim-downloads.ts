// The server's file of eSIM orders (xlsx or csv, the list's filters; paging does not matter), saved under its name.
import type { TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';

export const downloadEsimOrders = (params: Record<string, string | undefined>, format: TReportExportFormat) =>
  downloadReport({ url: '/api/esim/orders/export', params, format, fallbackName: `don-esim.${format}` });
