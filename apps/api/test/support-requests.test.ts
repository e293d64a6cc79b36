// Support requests (issue 19, decision 113): an agent asks about its own booking, the agency above answers in a
// thread, open → answered → closed, each turn notifying the other side; other branches get 404; attachments by content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TListNotificationsResponse,
  TListSupportRequestsResponse,
  TSupportRequestDetail,
} from '@portal/contracts';
import { insertBookingWithPnr } from './support/statement-bookings.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let f1Admin: SignedIn;
let f2Agent: SignedIn;
let f2Other: SignedIn;
let strangerAdmin: SignedIn;
let bookingId: string;
let strangerBookingId: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100' +
    'e221bc330000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  ctx = await createTestContext();
  const root = await ctx.newAgency({ level: 'platform' });
  const f1 = await ctx.newAgency({ level: 'F1', parentId: root.id });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const stranger = await ctx.newAgency({ level: 'F1', parentId: root.id });
  const strangerF2 = await ctx.newAgency({ level: 'F2', parentId: stranger.id });
  const rows = await Promise.all([
    ctx.newUser({ agencyId: f1.id, role: 'admin_f1' }),
    ctx.newUser({ agencyId: f2.id, role: 'agent_f2' }),
    ctx.newUser({ agencyId: f2.id, role: 'agent_f2' }),
    ctx.newUser({ agencyId: stranger.id, role: 'admin_f1' }),
  ]);
  const signedIn = await Promise.all(rows.map((row) => signInAs(ctx, row.username, row.password)));
  [f1Admin, f2Agent, f2Other, strangerAdmin] = signedIn as [SignedIn, SignedIn, SignedIn, SignedIn];
  bookingId = (await insertBookingWithPnr(ctx, { agencyId: f2.id, pnr: 'SUP001' })).id;
  strangerBookingId = (await insertBookingWithPnr(ctx, { agencyId: strangerF2.id, pnr: 'SUP999' })).id;
});

afterAll(() => ctx?.close());

const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const notices = async (who: SignedIn) =>
  (await call(who, 'GET', '/api/notifications')).json<TListNotificationsResponse>().items;

describe('a support thread', () => {
  let requestId: string;

  it('the agent picks one of its own bookings and opens a request; the F1 is told', async () => {
    const picker = await call(f2Agent, 'GET', '/api/support-requests/bookings?pnr=SUP');
    expect(picker.json<{ items: { pnr: string }[] }>().items.map((item) => item.pnr)).toEqual(['SUP001']);
    const refused = await call(f2Agent, 'POST', '/api/support-requests', {
      bookingId: strangerBookingId,
      category: 'change',
      subject: 'x',
      body: 'x',
    });
    expect(refused.statusCode).toBe(400);
    const opened = await call(f2Agent, 'POST', '/api/support-requests', {
      bookingId,
      category: 'schedule_change',
      subject: 'Lịch bay thay đổi',
      body: 'Hãng đổi giờ bay, xin hỗ trợ',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const detail = opened.json<TSupportRequestDetail>();
    requestId = detail.id;
    expect(detail).toMatchObject({ status: 'open', pnr: 'SUP001', isAnswering: false });
    expect(detail.messages).toHaveLength(1);
    const [notice] = await notices(f1Admin);
    expect(notice).toMatchObject({ type: 'support.opened', params: { pnr: 'SUP001' } });
    expect(await notices(strangerAdmin)).toEqual([]);
  });

  it('the F1 answers with an attachment: answered, and the agent is told', async () => {
    const form = new FormData();
    form.set('body', 'Đã đổi sang chuyến sau');
    form.set('attachment', new Blob([PNG], { type: 'image/png' }), 've-moi.png');
    const request = new Request('http://x', { method: 'POST', body: form });
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/support-requests/${requestId}/messages`,
      headers: { ...f1Admin.auth, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const detail = answered.json<TSupportRequestDetail>();
    expect(detail.status).toBe('answered');
    expect(detail.isAnswering).toBe(true);
    expect(detail.messages[1]!.attachment).toMatchObject({ contentType: 'image/png' });
    expect((await notices(f2Agent))[0]).toMatchObject({ type: 'support.replied' });
    // Another agent of the same agency reads it; the file comes back as a sandboxed download.
    const file = await call(
      f2Other,
      'GET',
      `/api/support-requests/${requestId}/messages/${detail.messages[1]!.id}/attachment`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['content-disposition']).toContain('attachment');
  });

  it('refuses an attachment that is not an image or PDF by its content', async () => {
    const form = new FormData();
    form.set('body', 'tệp lạ');
    form.set('attachment', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'a.png');
    const request = new Request('http://x', { method: 'POST', body: form });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/support-requests/${requestId}/messages`,
      headers: { ...f2Agent.auth, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('the agent writes back (open again), then closes; a closed thread takes no more', async () => {
    const back = await call(f2Agent, 'POST', `/api/support-requests/${requestId}/messages`, { body: 'Cảm ơn' });
    expect(back.json<TSupportRequestDetail>().status).toBe('open');
    expect((await notices(f1Admin))[0]).toMatchObject({ type: 'support.replied' });
    const closed = await call(f2Agent, 'POST', `/api/support-requests/${requestId}/close`);
    expect(closed.json<TSupportRequestDetail>().status).toBe('closed');
    expect((await notices(f1Admin))[0]).toMatchObject({ type: 'support.closed' });
    const late = await call(f1Admin, 'POST', `/api/support-requests/${requestId}/messages`, { body: 'Muộn' });
    expect(late.statusCode).toBe(409);
  });

  it('lists by side with filters; another branch sees nothing and gets 404 on the id', async () => {
    const mine = (
      await call(f1Admin, 'GET', '/api/support-requests?status=closed')
    ).json<TListSupportRequestsResponse>();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: requestId, isAnswering: true });
    const none = await call(f1Admin, 'GET', '/api/support-requests?status=open');
    expect(none.json<TListSupportRequestsResponse>().total).toBe(0);
    const stranger = await call(strangerAdmin, 'GET', '/api/support-requests');
    expect(stranger.json<TListSupportRequestsResponse>().total).toBe(0);
    for (const url of [`/api/support-requests/${requestId}`]) {
      expect((await call(strangerAdmin, 'GET', url)).statusCode).toBe(404);
    }
    expect((await call(strangerAdmin, 'POST', `/api/support-requests/${requestId}/close`)).statusCode).toBe(404);
  });

  it('parallel replies each land once with one status', async () => {
    const opened = await call(f2Agent, 'POST', '/api/support-requests', {
      bookingId,
      category: 'payment',
      subject: 'Thanh toán',
      body: 'Đã chuyển khoản',
    });
    const id = opened.json<TSupportRequestDetail>().id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(index % 2 ? f2Agent : f1Admin, 'POST', `/api/support-requests/${id}/messages`, { body: `lượt ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const detail = (await call(f2Agent, 'GET', `/api/support-requests/${id}`)).json<TSupportRequestDetail>();
    expect(detail.messages).toHaveLength(6);
    expect(['open', 'answered']).toContain(detail.status);
  });
});
