// The PNR panel's text: each element as a terminal writes it (segment status codes, the schedule change old → new,
// SSR/OSI/SK/FE, remark kinds, AI/queue/TST, split), empty sections left out.
import { describe, expect, it } from 'vitest';
import { pnrHeader, pnrSections } from '../src/features/booking-edit/model/pnr-lines';
import { pnrView } from './booking-edit-fixtures';

const linesOf = (view: ReturnType<typeof pnrView>) =>
  Object.fromEntries(pnrSections(view).map(({ section, lines }) => [section, lines]));

describe('the PNR as text', () => {
  it('writes the header with the time limit while held, and leaves out empty sections', () => {
    expect(pnrHeader(pnrView())).toBe('RP/SGNVN28AA · 1A · KX7Q2M · HOLD · TL 30/11/2030 17:00');
    expect(pnrHeader(pnrView({ status: 'TICKETED' }))).toBe('RP/SGNVN28AA · 1A · KX7Q2M · TICKETED');
    expect(Object.keys(linesOf(pnrView()))).toEqual(['passengers', 'segments', 'contacts', 'totals']);
  });

  it('writes a schedule change old → new, an ARNK after its flight, and the elements edits add', () => {
    const view = pnrView({
      flights: pnrView().flights.map((flight) => ({
        ...flight,
        segments: flight.segments.map((segment) => ({
          ...segment,
          status: 'TK' as const,
          departDateTime: '2030-12-01T09:30:00+07:00',
        })),
      })),
      scheduleChange: {
        changedAt: '2030-11-21T10:00:00+07:00',
        segments: [
          {
            flightKey: '1A:2030-12-01.HANSGN.VN213',
            segmentIndex: 0,
            flightNumber: 'VN213',
            from: 'HAN',
            to: 'SGN',
            oldDepartDateTime: '2030-12-01T08:00:00+07:00',
            oldArrivalDateTime: '2030-12-01T10:10:00+07:00',
            newDepartDateTime: '2030-12-01T09:30:00+07:00',
            newArrivalDateTime: '2030-12-01T11:40:00+07:00',
          },
        ],
      },
      arnks: [{ afterFlightKey: '1A:2030-12-01.HANSGN.VN213', from: 'SGN', to: 'DAD' }],
      osi: [{ airline: 'VN', text: 'VIP CUSTOMER' }],
      specialKeywords: [{ keyword: 'VIP', paxId: 'ADT-1' }],
      endorsements: [{ text: 'NONEND' }],
      remarks: [{ kind: 'CONFIDENTIAL', text: 'KHACH QUEN' }],
      customerAccount: { code: 'CORP01', name: 'ACME' },
      queue: { office: 'SGNVN28AA', number: 8, category: 0 },
      storedFare: { amount: 5_520_000, storedAt: '2030-11-21T10:05:00+07:00' },
      splitInto: ['ZX9Q1B'],
    });
    const lines = linesOf(view);
    expect(lines.segments).toEqual(['VN 213 Y 01/12/2030 09:30 HANSGN TK 09:30–10:10', 'ARNK SGNDAD']);
    expect(lines.scheduleChange).toEqual(['VN213 HANSGN UN 01/12/2030 08:00 → TK 01/12/2030 09:30']);
    expect(lines.services).toEqual(['OSI VN VIP CUSTOMER', 'SK VIP ADT-1', 'FE NONEND']);
    expect(lines.remarks).toEqual(['RC KHACH QUEN']);
    expect(lines.office).toEqual([
      'AI CORP01 ACME',
      'QU SGNVN28AA/8C0',
      'TST 5.520.000 ₫ 21/11/2030 10:05',
      'SPLIT INTO ZX9Q1B',
    ]);
  });

  it('names a flight by its number where the PNR keys it: SSRs and check-in', () => {
    const [adult] = pnrView().passengers;
    const view = pnrView({
      passengers: [
        {
          ...adult!,
          ssrs: [
            { code: 'VGML', flightKey: '1A:2030-12-01.HANSGN.VN213' },
            { code: 'WCHR', text: 'CAN WALK' },
          ],
          checkedIn: ['1A:2030-12-01.HANSGN.VN213'],
        },
      ],
    });
    const lines = linesOf(view);
    expect(lines.services).toEqual(['SSR VGML ADT-1 VN213', 'SSR WCHR ADT-1 CAN WALK']);
    expect(lines.passengers).toContain('   CKIN VN213');
  });

  it('names the carrier once when the supplier writes the number with it ("VN213")', () => {
    const [adult] = pnrView().passengers;
    const view = pnrView({
      flights: pnrView().flights.map((flight) => ({
        ...flight,
        segments: flight.segments.map((segment) => ({ ...segment, flightNumber: `VN${segment.flightNumber}` })),
      })),
      passengers: [{ ...adult!, ssrs: [{ code: 'VGML', flightKey: '1A:2030-12-01.HANSGN.VN213' }] }],
    });
    const lines = linesOf(view);
    expect(lines.segments).toEqual(['VN 213 Y 01/12/2030 08:00 HANSGN HK 08:00–10:10']);
    expect(lines.services).toEqual(['SSR VGML ADT-1 VN213']);
  });
});
