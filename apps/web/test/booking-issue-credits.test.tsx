// Credit shells at issue (decision 067): the issue dialog lists the passengers' usable credits with a checkbox each, the
// amount the deposit pays follows the choice (each credit capped by its passenger's fare and VAT), the chosen numbers
// go with the issue; the refunded booking's credit list says where a credit went and what is left.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TUsableCredit } from '@portal/contracts';
import { BOOKING_ID, detail, pathOf } from './booking-list-fixtures';
import { paidServer } from './booking-paid-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const API_PATH = `/api/bookings/${BOOKING_ID}`;
const credit = (number: string, remaining: number): TUsableCredit => ({
  number,
  airline: 'VN',
  paxId: 'ADT-1',
  passengerName: 'NGUYEN VAN AN',
  remaining,
  amount: remaining,
  expiresAt: '2031-11-21T10:00:00+07:00',
  source: { bookingId: 'b-old', pnr: 'OLD123' },
});

describe('the issue dialog with credit shells', () => {
  it('lists the credits, takes them off what the deposit pays and sends the chosen numbers', async () => {
    const booking = detail({ allowedActions: ['issue'] });
    const { calls } = renderApp(`/booking/booking-detail/${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: (call) => {
        const path = pathOf(call);
        if (path === `${API_PATH}/usable-credits`)
          return jsonResponse(200, { credits: [credit('CS1', 1_500_000), credit('CS2', 1_000_000)] });
        if (path === `${API_PATH}/issue`) return jsonResponse(200, { ...booking, status: 'EXPORT' });
        if (path === API_PATH) return jsonResponse(200, booking);
        return jsonResponse(200, {});
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xuất vé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất vé KX7Q2M' });
    const first = await within(dialog).findByRole('checkbox', {
      name: 'CS1 · VN · NGUYEN VAN AN · trả 1.500.000 ₫ · hết hạn 21/11/2031',
    });
    const second = within(dialog).getByRole('checkbox', {
      name: 'CS2 · VN · NGUYEN VAN AN · trả 1.000.000 ₫ · hết hạn 21/11/2031',
    });
    const question = (amount: string) =>
      `Xuất vé cho 3 hành khách của KX7Q2M: ${amount} sẽ được trừ từ ký quỹ của đại lý.`;
    expect(within(dialog).getByText(question('5.870.000 ₫'))).toBeTruthy();

    fireEvent.click(first);
    expect(within(dialog).getByText(question('4.370.000 ₫'))).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Bảo lưu trả 1.500.000 ₫ trên tổng 5.870.000 ₫; ký quỹ trả 4.370.000 ₫.',
    );
    // The second credit of the same passenger pays only what is left of the fare and VAT (2.200.000 ₫).
    fireEvent.click(second);
    expect(within(dialog).getByText(question('3.670.000 ₫'))).toBeTruthy();
    fireEvent.click(second);
    fireEvent.click(second);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận xuất vé' }));

    expect(await screen.findByText('Đã xuất vé KX7Q2M')).toBeTruthy();
    const issues = calls.filter((call) => pathOf(call) === `${API_PATH}/issue`);
    expect(issues.map((call) => JSON.parse(String(call.init.body)) as unknown)).toEqual([
      { acceptedTotal: 5_870_000, credits: ['CS1', 'CS2'] },
    ]);
  });

  it("shows where a refunded booking's credit went and what is left", async () => {
    const ticketed = detail({ status: 'EXPORT', issuedAt: '2030-11-21T01:00:00.000Z', allowedActions: [] });
    renderApp(`/booking/booking-detail/${BOOKING_ID}`, {
      session: loginAs('admin_f1'),
      handler: paidServer({
        booking: () => ticketed,
        list: () => ({
          changes: [],
          credits: [
            {
              number: 'CS-0001',
              paxId: 'ADT-1',
              passengerName: 'NGUYEN VAN DUC',
              amount: 2_300_000,
              expiresAt: '2031-11-24T00:00:00.000Z',
              remaining: 300_000,
              uses: [
                { bookingId: 'b-new', pnr: 'NEW456', amount: 2_000_000, status: 'USED', at: '2030-12-02T03:00:00Z' },
              ],
            },
          ],
        }),
      }),
    });
    const uses = await screen.findByRole('list', { name: 'Sử dụng của CS-0001' });
    expect(
      within(uses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2.000.000 ₫ đã trả cho xuất vé NEW456 ngày 02/12/2030', 'Còn lại: 300.000 ₫']);
  });
});
