// /booking/support-request (issue 19): the list with its filters, a new request (booking picked by PNR, required
// fields, sent as multipart), and one thread opened from the list.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSupportRequestDetail } from '@portal/contracts';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const detail: TSupportRequestDetail = {
  id: 'r-1',
  bookingId: 'b-1',
  pnr: 'ABC123',
  category: 'refund',
  subject: 'Hoàn vé khách',
  status: 'answered',
  agency: { id: 'a-2', code: 'HOASEN', name: 'Hoa Sen' },
  createdBy: { id: 'u-1', username: 'f2.agent', fullName: 'Lê Văn Đại' },
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T03:00:00.000Z',
  isAnswering: false,
  messages: [
    {
      id: 'm-1',
      body: 'Khách muốn hoàn',
      author: { id: 'u-1', username: 'f2.agent', fullName: 'Lê Văn Đại' },
      authorAgency: { id: 'a-2', code: 'HOASEN', name: 'Hoa Sen' },
      attachment: null,
      createdAt: '2026-11-27T02:00:00.000Z',
    },
    {
      id: 'm-2',
      body: 'Đã hoàn xong',
      author: { id: 'u-9', username: 'f1.admin', fullName: 'Nguyễn Văn An' },
      authorAgency: { id: 'a-1', code: 'SAOVIET', name: 'Sao Việt' },
      attachment: { fileName: 've.pdf', contentType: 'application/pdf', sizeBytes: 1200 },
      createdAt: '2026-11-27T03:00:00.000Z',
    },
  ],
};

function server(call: StubCall) {
  if (call.url.includes('/api/notifications/stream')) return new Response('', { status: 200 });
  if (call.url.includes('/api/support-requests/bookings'))
    return jsonResponse(200, {
      items: [{ id: 'b-1', pnr: 'ABC123', route: 'HAN-SGN', departAt: '2026-12-20T01:00:00.000Z', status: 'HOLD' }],
    });
  if (call.url.includes('/api/support-requests/r-1')) return jsonResponse(200, detail);
  if (call.url.includes('/api/support-requests') && call.init.method === 'POST') return jsonResponse(201, detail);
  if (call.url.includes('/api/support-requests'))
    return jsonResponse(200, { items: [detail], total: 1, limit: 100, offset: 0 });
  return jsonResponse(200, {});
}

describe('support requests page', () => {
  it('lists requests and opens one thread with its messages', async () => {
    renderApp('/booking/support-request', { session: loginAs('agent_f2'), handler: server });
    const table = await screen.findByRole('table', { name: 'Yêu cầu hỗ trợ' });
    expect(await within(table).findByText('Hoàn vé khách')).toBeTruthy();
    expect(within(table).getByText('Đã trả lời')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'ABC123' }));
    const thread = await screen.findByRole('list', { name: 'Trao đổi' });
    expect(within(thread).getByText('Đã hoàn xong')).toBeTruthy();
    expect(within(thread).getByRole('button', { name: 've.pdf' })).toBeTruthy();
  });

  it('asks for the booking, subject and text, then sends the request as multipart', async () => {
    const { calls } = renderApp('/booking/support-request', { session: loginAs('agent_f2'), handler: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Tạo yêu cầu hỗ trợ' }));
    const form = await screen.findByRole('form', { name: 'Tạo yêu cầu hỗ trợ' });
    fireEvent.click(within(form).getByRole('button', { name: 'Gửi' }));
    expect(await within(form).findAllByText('Vui lòng nhập')).toHaveLength(3);

    const picker = within(form).getByRole('combobox', { name: /Đặt chỗ \(PNR\)/ });
    fireEvent.change(picker, { target: { value: 'ABC' } });
    fireEvent.click(await screen.findByRole('option', { name: /^ABC123 · HAN-SGN/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Tiêu đề/ }), { target: { value: 'Hoàn vé khách' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Nội dung/ }), { target: { value: 'Khách muốn hoàn' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Gửi' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/api/support-requests') && call.init.method === 'POST')).toBe(
        true,
      ),
    );
    const sent = calls.find((call) => call.url.endsWith('/api/support-requests') && call.init.method === 'POST')!;
    const body = sent.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      bookingId: 'b-1',
      category: 'change',
      subject: 'Hoàn vé khách',
      body: 'Khách muốn hoàn',
    });
    expect(sent.headers['Content-Type']).toBeUndefined();
    expect(await screen.findByRole('list', { name: 'Trao đổi' })).toBeTruthy();
  });
});
