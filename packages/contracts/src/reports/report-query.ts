// What every report and list screen puts in its query string: days as ISO yyyy-MM-dd (decision 025) and the export formats.
import { z } from 'zod';

/** A Vietnam calendar day in a query string: yyyy-MM-dd, a real day. The web app converts the dd/MM/yyyy the user types. */
export const ZIsoDay = z.iso.date({ error: 'not a real day as yyyy-MM-dd' });

/** The files a report downloads: an Excel workbook, or CSV (UTF-8 with BOM) holding the same rows. */
export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const ZReportExportFormat = z.enum(REPORT_EXPORT_FORMATS);
export type TReportExportFormat = z.infer<typeof ZReportExportFormat>;
