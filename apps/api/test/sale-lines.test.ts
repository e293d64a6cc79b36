// The split of a transaction into ticket lines (decision 094): each viewer of the chain gets tickets that sum to its own
// ledger figures exactly, a credit shell lowers the net of the passenger it paid for, a whole void is the negated split,
// and anything the stored lines do not give exactly stays one line.
import { describe, expect, it } from 'vitest';
import { splitLessCredit, splitSaleLines, type SaleSplit } from '@portal/domain';
import { linesOfTransaction } from '../src/modules/reports/sales/sale-lines.js';
import type { SaleTransactionRow, TicketRow } from '../src/modules/reports/sales/sale-lines.repository.js';

const CHAIN = ['f3', 'f2', 'f1'];
const LINES = [
  {
    paxId: 'ADT-1',
    paxType: 'ADT',
    fareNet: 1_000_001,
    ancillaries: 0,
    supplierNet: 1_000_001,
    fees: [30_000, 50_000],
  },
  { paxId: 'ADT-2', paxType: 'ADT', fareNet: 999_999, ancillaries: 0, supplierNet: 999_999, fees: [30_000, 50_000] },
];
const CREDIT = 100_000;
const PRICING = {
  chainAgencyIds: CHAIN,
  lines: LINES,
  credits: [{ paxId: 'ADT-1', amount: CREDIT, number: 'C1', changeId: 'c', sourceBookingId: 'b0' }],
  byPaxType: { ADT: { baseFare: 800_000, tax: 150_000, vat: 50_001, count: 2, fees: [], issueFee: 0, total: 0 } },
};
const TICKETS: TicketRow[] = LINES.map((line, index) => ({
  bookingId: 'b1',
  key: line.paxId,
  name: `NGUYEN VAN ${index}`,
  identity: `NGUYEN/VAN ${index}/`,
  paxType: 'ADT',
  ticketNumber: `978000000000${index}`,
  seatType: null,
}));

/** The ledger's figures of a split for the viewer, as the report's statement sums them. */
function rowOf(split: SaleSplit, viewerId: string, sign: 1 | -1, overrides: Partial<SaleTransactionRow> = {}) {
  const sumOf = (kind: string, agencyId: string | null) =>
    split.legs
      .filter((leg) => leg.kind === kind && leg.agencyId === agencyId)
      .reduce((sum, leg) => sum + sign * leg.amount, 0);
  const row: SaleTransactionRow = {
    id: sign === 1 ? 'tx-sale' : 'tx-void',
    viewerId,
    type: sign === 1 ? 'S' : 'V',
    at: new Date('2026-03-02T03:00:00Z'),
    referenceType: 'booking',
    referenceId: 'b1',
    buyerId: 'f3',
    buyerCode: 'F3',
    user: 'agent',
    viewerDeposit: sumOf('agency_deposit', viewerId),
    viewerCommission: sumOf('agency_commission', viewerId),
    buyerDeposit: sumOf('agency_deposit', 'f3'),
    supplier: sumOf('supplier_payable', null),
    code: 'ABC123',
    system: 'VJ',
    airline: 'VJ',
    route: 'HAN-SGN',
    travelAt: new Date('2026-04-01T01:00:00Z'),
    bookedAt: new Date('2026-03-01T01:00:00Z'),
    productSaleId: 'tx-sale',
    bookingId: 'b1',
    pricing: PRICING,
    bookingClass: 'E',
    customer: null,
    ...overrides,
  };
  return row;
}

const sale = splitLessCredit(splitSaleLines({ agencyIds: CHAIN, lines: LINES }).total, CREDIT);
const total = (lines: { net: number; profit: number; issueFee: number }[], key: 'net' | 'profit' | 'issueFee') =>
  lines.reduce((sum, line) => sum + line[key], 0);

describe.each(CHAIN)('the issue viewed by %s', (viewerId) => {
  const row = rowOf(sale, viewerId, 1);
  const lines = linesOfTransaction(row, { viewerId, tickets: TICKETS });

  it("splits into one line per passenger summing to the viewer's own entries", () => {
    expect(lines.map((line) => line.passenger)).toEqual(['NGUYEN VAN 0', 'NGUYEN VAN 1']);
    expect(total(lines, 'net')).toBe(-row.viewerDeposit);
    expect(total(lines, 'profit')).toBe(row.viewerCommission);
    expect(total(lines, 'issueFee')).toBe(2 * 80_000);
    expect(lines.every((line) => line.sell === line.net + line.profit && line.baseFare === 800_000)).toBe(true);
  });

  it('lowers only the net of the passenger the credit shell paid for', () => {
    expect(lines[1]!.net - lines[0]!.net).toBe(999_999 - (1_000_001 - CREDIT));
  });
});

describe('reversals and what stays one line', () => {
  it('splits a whole void into the negated tickets', () => {
    const row = rowOf(sale, 'f2', -1);
    const lines = linesOfTransaction(row, { viewerId: 'f2', tickets: TICKETS });
    const issued = linesOfTransaction(rowOf(sale, 'f2', 1), { viewerId: 'f2', tickets: TICKETS });
    expect(lines.map((line) => [line.kind, line.net, line.profit, line.baseFare])).toEqual(
      issued.map((line) => ['VOID', -line.net, -line.profit, -line.baseFare!]),
    );
  });

  it('keeps a transaction the stored lines do not give exactly as one line with its own figures', () => {
    const row = rowOf(sale, 'f1', 1, { viewerDeposit: -123_456, viewerCommission: 7 });
    const lines = linesOfTransaction(row, { viewerId: 'f1', tickets: TICKETS });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ net: 123_456, profit: 7, sell: 123_463, baseFare: null, passengerType: null });
  });

  it("keeps a paid change's sale as one CHANGE line", () => {
    const row = rowOf(sale, 'f1', 1, { id: 'tx-change' });
    expect(linesOfTransaction(row, { viewerId: 'f1', tickets: TICKETS }).map((line) => line.kind)).toEqual(['CHANGE']);
  });
});
