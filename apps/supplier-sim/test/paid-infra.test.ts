// The paid-change endpoint's shared rules: a ticketed PNR only, the actions not sold yet, a commit needs its quote.
import { describe, expect, it } from 'vitest';
import { useBookingSimulator } from './booking-support.js';
import { held, ticketed } from './edit-support.js';
import { paidRefused } from './paid-support.js';

const { simulator } = useBookingSimulator();
const refund = { action: 'refund-ticket' } as const;

describe('POST …/paid-changes', () => {
  it('refuses a PNR on hold with INVALID_STATE', async () => {
    const booking = await held(simulator, 'VJ');
    const refusal = await paidRefused(simulator, 'VJ', booking.pnr, { action: 'process-price' });
    expect([refusal.status, refusal.error]).toEqual([409, 'INVALID_STATE']);
  });

  it('answers ACTION_NOT_SUPPORTED for an action the system does not offer', async () => {
    const booking = await ticketed(simulator, 'VN');
    // Best price (FXB) is a GDS action: Vietnam Airlines' own system never offers it.
    const refusal = await paidRefused(simulator, 'VN', booking.pnr, { action: 'quote-best-price' });
    expect([refusal.status, refusal.error]).toEqual([422, 'ACTION_NOT_SUPPORTED']);
  });

  it('asks for the quoteId on a commit, naming the field', async () => {
    const booking = await ticketed(simulator, 'VN');
    const refusal = await paidRefused(simulator, 'VN', booking.pnr, refund, { mode: 'commit' });
    expect(refusal.status).toBe(400);
    expect(refusal.json.fields).toEqual([{ field: 'quoteId', message: 'Required to commit: the quote accepted' }]);
  });

  it('answers QUOTE_NOT_FOUND for a quote id it never gave', async () => {
    const booking = await ticketed(simulator, 'VN');
    const refusal = await paidRefused(simulator, 'VN', booking.pnr, refund, { quoteId: 'PQ999999000' });
    expect([refusal.status, refusal.error]).toEqual([404, 'QUOTE_NOT_FOUND']);
  });

  it('refuses an unknown body field with a 400 naming it', async () => {
    const booking = await ticketed(simulator, 'VN');
    const refusal = await paidRefused(simulator, 'VN', booking.pnr, { action: 'buy-seat', seats: [] });
    expect(refusal.status).toBe(400);
    expect(refusal.message).toContain('change.seats');
  });
});
