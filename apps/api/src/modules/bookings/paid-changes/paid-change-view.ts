// A paid change row as the API answers it (ZPaidChange).
import type { TPaidChange, TPaidChangeDocument } from '@portal/contracts';
import type { PaidChangeRow } from '../repository/booking-paid-changes.js';
import { shownQuoteOf, type StoredPaidQuote } from './paid-quote.js';

export function paidChangeViewOf(row: PaidChangeRow): TPaidChange {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    quote: shownQuoteOf(row.quote as unknown as StoredPaidQuote),
    documents: (row.documents as TPaidChangeDocument[]).map((document) => ({
      kind: document.kind,
      number: document.number,
      paxId: document.paxId,
      passengerName: document.passengerName,
      amount: document.amount,
    })),
    ...(row.message ? { message: row.message } : {}),
    createdAt: (row.sentAt ?? row.createdAt).toISOString(),
    ...(row.settledAt ? { settledAt: row.settledAt.toISOString() } : {}),
    ...(row.createdBy ? { createdBy: row.createdBy } : {}),
  };
}
