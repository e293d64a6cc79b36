// The shell's header shows the agency's available deposit: the figure, red when negative, nothing on error or for the platform.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

const balance = (available: number) => ({
  agencyId: 'agency-f1',
  balance: available,
  reserved: 0,
  available,
  creditLimit: 0,
});
const answering = (deposit: (call: StubCall) => Response | Promise<Response>) => (call: StubCall) =>
  call.url.includes('/api/ledger/balance') ? deposit(call) : jsonResponse(200, {});

describe('available deposit in the header', () => {
  it("shows the agency's available deposit as VND in a status named 'Số dư khả dụng'", async () => {
    const { calls } = renderApp('/', {
      session: loginAs('admin_f1'),
      handler: answering(() => jsonResponse(200, balance(500_000_000))),
    });

    const status = await screen.findByRole('status', { name: 'Số dư khả dụng' });
    expect(await within(status).findByText('500.000.000 ₫')).toBeTruthy();
    expect(within(status).getByText('500.000.000 ₫').getAttribute('data-negative')).toBeNull();
    expect(within(status).queryByRole('progressbar')).toBeNull();
    expect(calls.filter((call) => call.url.includes('/api/ledger/balance'))).toHaveLength(1);
  });

  it('marks a negative available amount (spent into the credit limit)', async () => {
    renderApp('/', { session: loginAs('agent_f2'), handler: answering(() => jsonResponse(200, balance(-2_500_000))) });

    const status = await screen.findByRole('status', { name: 'Số dư khả dụng' });
    const amount = await within(status).findByText('-2.500.000 ₫');
    expect(amount.getAttribute('data-negative')).toBe('true');
  });

  it('shows a progress indicator while loading and no figure at all when the request fails', async () => {
    let fail: (response: Response) => void = () => undefined;
    renderApp('/', {
      session: loginAs('admin_f1'),
      handler: answering(() => new Promise<Response>((resolve) => (fail = resolve))),
    });

    const status = await screen.findByRole('status', { name: 'Số dư khả dụng' });
    expect(within(status).getByRole('progressbar')).toBeTruthy();
    fail(jsonResponse(500, { code: 99, message: 'Lỗi máy chủ' }));

    await waitFor(() => expect(screen.queryByRole('status', { name: 'Số dư khả dụng' })).toBeNull());
    // No figure in the header (the home below may show its own, such as today's sales).
    expect(within(screen.getByRole('banner')).queryByText(/₫/)).toBeNull();
  });

  it('asks nothing for a platform operator, whose agency holds no deposit', async () => {
    const base = loginAs('admin_f1');
    const { calls } = renderApp('/', {
      session: { ...base, agentInfo: { ...base.agentInfo, level: 'platform' } },
      handler: answering(() => jsonResponse(200, balance(1))),
    });

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Số dư khả dụng' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/api/ledger/balance'))).toBe(false);
  });
});
