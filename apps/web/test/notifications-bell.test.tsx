// The header's bell (issue 19): the unread count from the live stream, a toast (after an action's toast on screen) and a
// higher count when a notification arrives, the panel's list, marking all read; the stream loop reconnects with backoff after Last-Event-ID.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotification } from '@portal/contracts';
import { startLiveNotifications } from '../src/features/notifications/live/live-notifications';
import type { ServerEvent } from '../src/lib/http/event-stream';
import { loginAs } from './support/fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { showToast } from '../src/stores/toast-slice';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const notice = (seq: number, overrides: Partial<TNotification> = {}): TNotification => ({
  id: `n-${seq}`,
  seq,
  type: 'support.replied',
  params: { pnr: 'ABC123', subject: 'Đổi tên' },
  link: '/booking/support-request?id=r-1',
  createdAt: '2026-11-27T03:00:00.000Z',
  readAt: null,
  ...overrides,
});

/** A stream that sends `ready`, then whatever the test pushes, and stays open. */
function sseStream() {
  let push: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown, id?: string) =>
      push(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
  };
}

describe('the bell', () => {
  it('shows the unread count, rises live with a toast, and the panel marks all read', async () => {
    const stream = sseStream();
    const server = (call: StubCall) => {
      if (call.url.includes('/api/notifications/stream')) return stream.response;
      if (call.url.includes('/api/notifications/read-all')) return jsonResponse(200, { marked: 3, unread: 0 });
      if (call.url.includes('/api/notifications'))
        return jsonResponse(200, {
          items: [notice(3), notice(2, { readAt: '2026-11-27T03:01:00.000Z' })],
          unread: 3,
          nextBefore: null,
        });
      return jsonResponse(200, {});
    };
    const { calls, store } = renderApp('/', { session: loginAs('agent_f2'), handler: server });
    await waitFor(() => expect(calls.some((call) => call.url.includes('/api/notifications/stream'))).toBe(true));
    const streamCall = calls.find((call) => call.url.includes('/api/notifications/stream'))!;
    expect(streamCall.headers.Authorization).toMatch(/^Bearer /);
    expect(streamCall.headers.Accept).toBe('text/event-stream');

    stream.send('ready', { unread: 2 });
    expect(await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' })).toBeTruthy();
    stream.send('notification', notice(3), '3');
    expect(await screen.findByRole('button', { name: 'Thông báo, 3 chưa đọc' })).toBeTruthy();
    expect(await screen.findByText('Có trả lời mới cho yêu cầu hỗ trợ ABC123: Đổi tên')).toBeTruthy();

    // A notice that arrives while an action's toast is on screen waits for it to close.
    store.dispatch(showToast({ type: 'success', description: 'Đã xuất vé ABC123' }));
    expect(await screen.findByText('Đã xuất vé ABC123')).toBeTruthy();
    stream.send('notification', notice(4, { params: { pnr: 'XYZ789', subject: 'Đổi ngày' } }), '4');
    expect(await screen.findByRole('button', { name: 'Thông báo, 4 chưa đọc' })).toBeTruthy();
    expect(screen.getByText('Đã xuất vé ABC123')).toBeTruthy();
    expect(screen.queryByText(/XYZ789/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(await screen.findByText('Có trả lời mới cho yêu cầu hỗ trợ XYZ789: Đổi ngày')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Thông báo, 4 chưa đọc' }));
    const panel = await screen.findByRole('dialog', { name: 'Thông báo' });
    await waitFor(() => expect(within(panel).getAllByText(/Có trả lời mới/)).toHaveLength(2));
    fireEvent.click(within(panel).getByRole('button', { name: 'Đánh dấu đã đọc tất cả' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/api/notifications/read-all'))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Thông báo, 0 chưa đọc' })).toBeTruthy();
  });
});

describe('the stream loop', () => {
  it('reopens after a drop with Last-Event-ID and a doubling backoff, back to the start once a stream opened', async () => {
    const opened: (string | undefined)[] = [];
    const waits: number[] = [];
    let round = 0;
    const received: number[] = [];
    const stop = startLiveNotifications(
      {
        streamServerEvents: async (_url, onEvent: (event: ServerEvent) => void, options) => {
          opened.push(options.lastEventId);
          round += 1;
          if (round === 1) {
            onEvent({ event: 'ready', data: '{"unread":0}' });
            onEvent({ event: 'notification', id: '7', data: JSON.stringify(notice(7)) });
            return { data: { eventCount: 2 } };
          }
          if (round <= 3) return { error: { status: 'FETCH_ERROR', error: 'dropped' } };
          stop();
          return { error: { status: 'FETCH_ERROR', error: 'Aborted' } };
        },
      },
      { onReady: () => undefined, onNotification: (item) => received.push(item.seq) },
      { wait: async (ms) => void waits.push(ms) },
    );
    await waitFor(() => expect(opened).toHaveLength(4));
    expect(received).toEqual([7]);
    expect(opened).toEqual([undefined, '7', '7', '7']);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('stops for good when the session is refused (401)', async () => {
    let opens = 0;
    startLiveNotifications(
      {
        streamServerEvents: async () => {
          opens += 1;
          return { error: { status: 401 } };
        },
      },
      { onReady: () => undefined, onNotification: () => undefined },
      { wait: async () => undefined },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opens).toBe(1);
  });
});
