// The top-up screens' uploads and downloads: the shared transfer helpers (lib/http/file-transfer.ts, also used by content images).
export * from '../../../lib/http/file-transfer';
