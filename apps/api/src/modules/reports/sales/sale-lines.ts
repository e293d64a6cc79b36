// Sale lines from ledger transactions (decision 093/094): the viewer's net, sell and profit read from the entries, and a
// flight or train sale split per ticket by its stored sale lines when they give the transaction's figures exactly.
import type { TSaleLine, TSaleLineKind, TSaleProduct } from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import type { SaleTransactionRow, TicketRow } from './sale-lines.repository.js';

/** A report line and, for the 3+ PNR modes, who its passenger is (not sent). */
export type SaleLineRow = TSaleLine & { identity: string | null };

type StoredLine = { paxId?: string; ticketId?: string; paxType?: string; supplierNet: number; fees: number[] };
type StoredPricing = {
  chainAgencyIds?: string[];
  lines?: StoredLine[];
  credits?: { paxId: string; amount: number }[];
  byPaxType?: Record<string, { baseFare: number; tax: number; vat: number }>;
};

const PRODUCT_OF: Record<SaleTransactionRow['referenceType'], TSaleProduct> = {
  booking: 'FLIGHT',
  train_booking: 'TRAIN',
  esim_order: 'ESIM',
  esim_top_up: 'ESIM',
};

function kindOf(row: SaleTransactionRow): TSaleLineKind {
  if (row.type === 'V') return 'VOID';
  if (row.type === 'R') return 'REFUND';
  // A booking's S other than its issue is a paid change's (flights) or a change's (trains).
  return row.bookingId && row.productSaleId !== row.id ? 'CHANGE' : 'SALE';
}

/** The transaction's own figures for the viewer: what its deposit paid, the fee it earned, every link's fee. */
function moneyOf(row: SaleTransactionRow) {
  const net = 0 - row.viewerDeposit;
  const profit = row.viewerCommission;
  return { net, profit, sell: sumVnd([net, profit]), issueFee: 0 - sumVnd([row.buyerDeposit, row.supplier]) };
}

type Money = ReturnType<typeof moneyOf>;
type TicketMoney = Money & { line: StoredLine };

/** A figure with the sign of the line (never −0, which JSON and Object.is tell apart from 0). */
const signed = (sign: number, value: number) => sign * value || 0;

/**
 * Each stored line's figures for the viewer at position `k` of the chain: its deposit pays the net (less the credit
 * shell paying for that passenger) plus the fees at and above its link, earns the fee of the link below. `sign` −1 for
 * a void that gives the whole sale back. Undefined unless the lines sum to the transaction exactly.
 */

function splitByLines(
  pricing: StoredPricing,
  viewerId: string,
  whole: Money,
): { sign: 1 | -1; tickets: TicketMoney[] } | undefined {
  const chain = pricing.chainAgencyIds ?? [];
  const k = chain.indexOf(viewerId);
  if (k < 0 || !pricing.lines || pricing.lines.length === 0) return undefined;
  const creditOf = (line: StoredLine) =>
    sumVnd((pricing.credits ?? []).filter((credit) => credit.paxId === line.paxId).map((credit) => credit.amount));
  const positive = pricing.lines.map((line) => {
    const supplier = sumVnd([line.supplierNet, -creditOf(line)]);
    const net = sumVnd([supplier, ...line.fees.slice(k)]);
    const profit = k > 0 ? (line.fees[k - 1] ?? 0) : 0;
    return { line, net, profit, sell: sumVnd([net, profit]), issueFee: sumVnd(line.fees) };
  });
  const total = (key: keyof Money) => sumVnd(positive.map((ticket) => ticket[key]));
  for (const sign of [1, -1] as const) {
    if ((['net', 'profit', 'issueFee'] as const).every((key) => sign * total(key) === whole[key]))
      return {
        sign,
        tickets: positive.map((ticket) => ({
          line: ticket.line,
          net: signed(sign, ticket.net),
          profit: signed(sign, ticket.profit),
          sell: signed(sign, ticket.sell),
          issueFee: signed(sign, ticket.issueFee),
        })),
      };
  }
  return undefined;
}

/** The report lines of a transaction: one per ticket when its booking's sale lines split it exactly, else one. */
export function linesOfTransaction(
  row: SaleTransactionRow,
  options: { viewerId: string; tickets: readonly TicketRow[] },
): SaleLineRow[] {
  const product = PRODUCT_OF[row.referenceType];
  const whole = moneyOf(row);
  const tickets = options.tickets;
  const base: Omit<SaleLineRow, 'id' | 'net' | 'sell' | 'profit' | 'issueFee'> = {
    transactionId: row.id,
    kind: kindOf(row),
    product,
    at: row.at.toISOString(),
    bookingDate: row.bookedAt.toISOString(),
    travelDate: row.travelAt?.toISOString() ?? null,
    code: row.code,
    system: row.system,
    airline: row.airline,
    ticketNumber:
      tickets
        .map((ticket) => ticket.ticketNumber)
        .filter(Boolean)
        .join(', ') || null,
    route: row.route,
    bookingClass: row.bookingClass ?? (tickets.map((ticket) => ticket.seatType).filter(Boolean)[0] || null),
    passenger: product === 'ESIM' ? row.customer : tickets.map((ticket) => ticket.name).join(', ') || null,
    passengerType: tickets.length === 1 ? tickets[0]!.paxType : null,
    baseFare: null,
    taxes: null,
    vat: null,
    user: row.user,
    agency: { id: row.buyerId, code: row.buyerCode, isOwn: row.buyerId === options.viewerId },
    pnrCount: null,
    identity: tickets.length === 1 ? tickets[0]!.identity : null,
  };
  const pricing = (row.pricing ?? {}) as StoredPricing;
  // Only a booking's issue, or a void giving it all back, is the stored lines' sale; a change or a refund is one line.
  const isIssueMoney = row.bookingId !== null && (base.kind === 'SALE' || base.kind === 'VOID');
  const split = isIssueMoney ? splitByLines(pricing, options.viewerId, whole) : undefined;
  if (!split) return [{ ...base, id: row.id, ...whole }];
  const { sign } = split;
  return split.tickets.map((ticket) => {
    const key = ticket.line.paxId ?? ticket.line.ticketId ?? '';
    const own = tickets.filter((candidate) => candidate.key === key);
    return {
      ...base,
      id: `${row.id}:${key}`,
      ticketNumber: own[0]?.ticketNumber ?? null,
      passenger: own[0]?.name ?? null,
      passengerType: own[0]?.paxType ?? ticket.line.paxType ?? null,
      bookingClass: row.bookingClass ?? own[0]?.seatType ?? null,
      identity: own[0]?.identity ?? null,
      net: ticket.net,
      sell: ticket.sell,
      profit: ticket.profit,
      issueFee: ticket.issueFee,
      ...priceParts(pricing, own, sign),
    };
  });
}

/** A flight ticket's base fare, taxes and VAT as priced for its passenger type (null for anything else). */
function priceParts(pricing: StoredPricing, tickets: readonly TicketRow[], sign: number) {
  const parts = tickets.length === 1 && tickets[0]!.paxType ? pricing.byPaxType?.[tickets[0]!.paxType] : undefined;
  if (!parts) return { baseFare: null, taxes: null, vat: null };
  return { baseFare: signed(sign, parts.baseFare), taxes: signed(sign, parts.tax), vat: signed(sign, parts.vat) };
}

/** The lines of many transactions, each for (and with) its row's viewer, with the tickets of their bookings. */
export function linesOfTransactions(
  transactions: readonly SaleTransactionRow[],
  tickets: readonly TicketRow[],
): (SaleLineRow & { viewerId: string })[] {
  const ticketsOf = new Map<string, TicketRow[]>();
  for (const ticket of tickets) {
    const own = ticketsOf.get(ticket.bookingId);
    if (own) own.push(ticket);
    else ticketsOf.set(ticket.bookingId, [ticket]);
  }
  return transactions.flatMap((row) =>
    linesOfTransaction(row, {
      viewerId: row.viewerId,
      tickets: row.bookingId ? (ticketsOf.get(row.bookingId) ?? []) : [],
    }).map((line) => ({ ...line, viewerId: row.viewerId })),
  );
}
