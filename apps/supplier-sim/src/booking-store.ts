// The simulator's bookings: PNRs, the client references that made them, refund quotes, re-priced fares, unique PNRs and
// ticket numbers; in memory, started from a saved snapshot when the simulator has a data folder (persistence.ts).
import { randomInt } from 'node:crypto';
import type {
  TSupplierBooking,
  TSupplierEditResult,
  TSupplierPaidChangeResult,
  TSupplierPaidQuote,
  TSupplierRefundQuote,
} from '@portal/contracts';
import type { TFees } from './families.js';

/** What the simulator keeps beside the record it answers. */
export type TStoredBooking = {
  view: TSupplierBooking;
  /** The hold request as canonical JSON: a repeated clientRef must repeat it. */
  fingerprint: string;
  timeLimitAt: Date;
  firstDeparture: Date;
  voidUntilAt?: Date;
  /** Seats taken per flight and class, given back on cancel, void and refund. */
  seatsTaken: Array<{ flightKey: string; fareClass: string; count: number }>;
  /** Per flight: what a refund costs. */
  refundTerms: Array<{ isDomestic: boolean; segmentCount: number; refundFee: TFees }>;
};

export type TStoredQuote = { quote: TSupplierRefundQuote; system: string; expiresAt: Date };

/** A committed edit, kept so the same clientRef and body answer the same result (edits/edit-service.ts). */
export type TStoredEdit = { fingerprint: string; result: TSupplierEditResult };

/** A paid-change quote (paid/): which PNR and change it prices, until when; a commit consumes it. */
export type TStoredPaidQuote = {
  quote: TSupplierPaidQuote;
  system: string;
  account: string;
  pnr: string;
  /** The change as canonical JSON: a commit must name the change it was quoted for. */
  changeFingerprint: string;
  expiresAt: Date;
};

/** A committed paid change, kept so the same clientRef and body answer the same result. */
export type TStoredPaidChange = { fingerprint: string; result: TSupplierPaidChangeResult };

export type TBookingStore = {
  bookings: Map<string, TStoredBooking>;
  /** `${system}|${account}|${clientRef}` → PNR. */
  byClientRef: Map<string, string>;
  quotes: Map<string, TStoredQuote>;
  /** `${system}|${account}|${pnr}|${clientRef}` → the committed edit. */
  edits: Map<string, TStoredEdit>;
  /** Paid-change quotes by quote id. */
  paidQuotes: Map<string, TStoredPaidQuote>;
  /** `${system}|${account}|${pnr}|${clientRef}` → the committed paid change. */
  paidChanges: Map<string, TStoredPaidChange>;
  /** Extra adult base fare once an airline re-priced a flight's class (see booking-pricing). */
  bumps: Map<string, number>;
  newPnr(): string;
  newTicketNumber(prefix: string): string;
  newQuoteId(): string;
  /** A paid-change quote id (PQ…), on the same counter as refund quotes. */
  newPaidQuoteId(): string;
  /** How many refund quotes were numbered so far (kept across restarts so quote ids never repeat). */
  quoteCount(): number;
};

/** What a store starts from: saved bookings, quotes and re-priced fares (see persistence.ts). */
export type TBookingStoreSeed = {
  bookings: TStoredBooking[];
  quotes: Array<[string, TStoredQuote]>;
  bumps: Array<[string, number]>;
  quoteCount: number;
  edits?: Array<[string, TStoredEdit]>;
  paidQuotes?: Array<[string, TStoredPaidQuote]>;
  paidChanges?: Array<[string, TStoredPaidChange]>;
};

const PNR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function createBookingStore(seed?: TBookingStoreSeed): TBookingStore {
  const bookings = new Map<string, TStoredBooking>((seed?.bookings ?? []).map((stored) => [stored.view.pnr, stored]));
  const byClientRef = new Map<string, string>();
  const ticketNumbers = new Set<string>();
  for (const { view } of bookings.values()) {
    // A PNR split off another has no hold reference of its own.
    if (view.clientRef !== undefined) byClientRef.set(`${view.system}|${view.account}|${view.clientRef}`, view.pnr);
    for (const ticket of view.tickets) ticketNumbers.add(ticket.number);
    // EMDs share the airline's document numbers with tickets.
    for (const record of view.paidChanges ?? [])
      for (const document of record.documents) ticketNumbers.add(document.number);
  }
  let quoteCount = seed?.quoteCount ?? 0;
  return {
    bookings,
    byClientRef,
    quotes: new Map(seed?.quotes),
    edits: new Map(seed?.edits),
    paidQuotes: new Map(seed?.paidQuotes),
    paidChanges: new Map(seed?.paidChanges),
    bumps: new Map(seed?.bumps),
    newPnr() {
      for (;;) {
        const pnr = Array.from({ length: 6 }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');
        if (!bookings.has(pnr)) return pnr;
      }
    },
    newTicketNumber(prefix) {
      for (;;) {
        const number = `${prefix}${String(randomInt(1_000_000_000)).padStart(9, '0')}${randomInt(10)}`;
        if (!ticketNumbers.has(number)) {
          ticketNumbers.add(number);
          return number;
        }
      }
    },
    newQuoteId: () => `RQ${String(++quoteCount).padStart(6, '0')}${randomInt(1000).toString().padStart(3, '0')}`,
    newPaidQuoteId: () => `PQ${String(++quoteCount).padStart(6, '0')}${randomInt(1000).toString().padStart(3, '0')}`,
    quoteCount: () => quoteCount,
  };
}

/** JSON with object keys sorted, so the same request always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
