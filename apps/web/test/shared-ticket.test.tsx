// The customer's link: "Chia sẻ cho khách" on the ticket face makes it (fee left out unless chosen) and copies it; the
// link opens the face signed out (no jump to /login), with print and PDF; an invalid or expired link says so.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSharedTicketFace, TTicketFace } from '@portal/contracts';
import { BOOKING_ID, detail, pathOf } from './booking-list-fixtures';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpAppTests } from './support/screen-hooks';

setUpAppTests();

const TOKEN = 'AAECAwQFBgcICQoLDA0ODwABAgME.c2lnbmF0dXJl';
const AGENCY = {
  name: 'Đại lý Sao Việt',
  phone: '0912345678',
  hotline: '19001234',
  address: '12 Hàng Bạc, Hà Nội',
  email: 've@saoviet.vn',
};

function sharedFace(): TSharedTicketFace {
  const booking = detail({
    status: 'EXPORT',
    passengers: detail().passengers.map((pax, index) => ({ ...pax, ticketNumber: `738210000000${index + 1}` })),
  });
  return {
    agency: AGENCY,
    booking: {
      orderId: booking.orderId,
      airline: booking.airline,
      pnr: booking.pnr,
      status: booking.status,
      passengers: booking.passengers,
      routes: booking.routes,
      fareData: { ...booking.fareData, feeTotal: 0 },
      contact: { extraInfo: booking.contact.extraInfo },
    },
    withFee: false,
    expiresAt: '2030-12-08T02:00:00.000Z',
  };
}

describe('the customer link page', () => {
  it('opens the ticket face without a session, read-only, with print and the PDF of the link', async () => {
    const { router, calls } = renderApp(`/share/ticket/${TOKEN}`, {
      handler: (call) =>
        pathOf(call) === `/api/public/ticket-face/${TOKEN}` ? jsonResponse(200, sharedFace()) : jsonResponse(401, {}),
    });
    const article = await screen.findByRole('article', { name: 'Mặt vé' });
    expect(router.state.location.pathname).toBe(`/share/ticket/${TOKEN}`);
    expect(within(article).getByText('Đại lý Sao Việt')).toBeTruthy();
    expect(within(article).getByTestId('ticket-pnr').textContent).toBe('KX7Q2M');
    expect(within(article).getByText('7382100000001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mặt vé điện tử' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'In vé' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tải PDF' }).getAttribute('href')).toBe(
      `/api/public/ticket-face/${TOKEN}/pdf?lang=vi`,
    );
    expect(screen.getByText('Liên kết có hiệu lực đến 08/12/2030 09:00')).toBeTruthy();
    // Nothing of the agent's: no sharing, no mail, no SMS.
    expect(screen.queryByRole('button', { name: 'Chia sẻ cho khách' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gửi email' })).toBeNull();
    expect(calls.map(pathOf)).toEqual([`/api/public/ticket-face/${TOKEN}`]);
  });

  it('says plainly when the link is invalid or expired', async () => {
    renderApp(`/share/ticket/${TOKEN}`, {
      handler: () =>
        jsonResponse(404, {
          code: 40,
          message: 'Liên kết xem vé không hợp lệ hoặc đã hết hạn. Vui lòng liên hệ đại lý để nhận liên kết mới',
        }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không mở được mặt vé');
    expect(alert.textContent).toContain('Liên kết xem vé không hợp lệ hoặc đã hết hạn');
    expect(screen.queryByRole('article', { name: 'Mặt vé' })).toBeNull();
  });
});

describe('sharing from the ticket face', () => {
  const FACE_API = `/api/bookings/${BOOKING_ID}/ticket-face`;
  const SHARE_API = `/api/bookings/${BOOKING_ID}/share-link`;
  const face = (): TTicketFace => ({ agency: AGENCY, booking: detail({ status: 'EXPORT' }) });

  it('makes the link without the fee unless chosen, shows its expiry and copies it', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = renderApp(`/booking/print-ticket?id=${BOOKING_ID}`, {
      session: loginAs('agent_f2'),
      handler: (call: StubCall) => {
        if (pathOf(call) === FACE_API) return jsonResponse(200, face());
        if (pathOf(call) === SHARE_API)
          return jsonResponse(200, {
            url: `http://portal.internal/share/ticket/${TOKEN}`,
            path: `/share/ticket/${TOKEN}`,
            token: TOKEN,
            withFee: false,
            expiresAt: '2030-12-08T02:00:00.000Z',
          });
        return jsonResponse(200, {});
      },
    });
    await screen.findByRole('article', { name: 'Mặt vé' });
    fireEvent.click(screen.getByRole('button', { name: 'Chia sẻ cho khách' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chia sẻ mặt vé cho khách' });
    expect(
      (within(dialog).getByRole('switch', { name: 'Hiện phí xuất vé trên mặt vé' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo liên kết' }));
    const field = (await within(dialog).findByLabelText('Liên kết cho khách')) as HTMLInputElement;
    // The page's own origin, not the host the server saw.
    expect(field.value).toBe(`${window.location.origin}/share/ticket/${TOKEN}`);
    expect(within(dialog).getByText('Hết hạn lúc 08/12/2030 09:00')).toBeTruthy();
    const shareCall = calls.find((call) => pathOf(call) === SHARE_API)!;
    expect(shareCall.init.method).toBe('POST');
    expect(JSON.parse(String(shareCall.init.body))).toEqual({ withFee: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sao chép liên kết' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/ticket/${TOKEN}`));
    expect(await screen.findByText('Đã sao chép liên kết')).toBeTruthy();
  });
});
