// Live notifications (issue 19): written in the writer's transaction, delivered after commit on the stream of every
// process (two API instances on one database), resumed after Last-Event-ID, never to another branch; the bell's reads.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListNotificationsResponse, TNotification } from '@portal/contracts';
import { buildApp, type BuiltApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { notify } from '../src/modules/notifications/notify.js';
import { bearer } from './support/http.js';
import { listening, openStream, type OpenStream } from './support/notification-streams.js';
import { insertBookingWithPnr } from './support/statement-bookings.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let second: BuiltApp;
let urlA: string;
let urlB: string;
let f1Admin: SignedIn;
let f2Agent: SignedIn;
let otherF1Admin: SignedIn;
let bookingId: string;
const streams: OpenStream[] = [];
const open = async (...args: Parameters<typeof openStream>) => {
  const stream = await openStream(...args);
  streams.push(stream);
  return stream;
};
const isNotification = (type: string) => (event: { event: string; data: unknown }) =>
  event.event === 'notification' && (event.data as TNotification).type === type;

beforeAll(async () => {
  ctx = await createTestContext();
  // A second API instance on the same database: its own listener, its own streams.
  second = await buildApp({ db: ctx.db, databaseKind: ctx.databaseKind, config: testConfig(), clock: ctx.clock });
  await second.ready();
  urlA = await listening(ctx.app);
  urlB = await listening(second);
  const root = await ctx.newAgency({ level: 'platform' });
  const f1 = await ctx.newAgency({ level: 'F1', parentId: root.id });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const other = await ctx.newAgency({ level: 'F1', parentId: root.id });
  const f1AdminRow = await ctx.newUser({ agencyId: f1.id, role: 'admin_f1' });
  const f2AgentRow = await ctx.newUser({ agencyId: f2.id, role: 'agent_f2' });
  const otherRow = await ctx.newUser({ agencyId: other.id, role: 'admin_f1' });
  f1Admin = await signInAs(ctx, f1AdminRow.username, f1AdminRow.password);
  f2Agent = await signInAs(ctx, f2AgentRow.username, f2AgentRow.password);
  otherF1Admin = await signInAs(ctx, otherRow.username, otherRow.password);
  bookingId = (await insertBookingWithPnr(ctx, { agencyId: f2.id, pnr: 'NTF001' })).id;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await second?.close();
  await ctx?.close();
});

describe('live delivery', () => {
  it('a request written through instance A reaches the stream open on instance B, and only its recipients', async () => {
    const onB = await open(urlB, f1Admin.auth);
    const otherOnB = await open(urlB, otherF1Admin.auth);
    expect(onB.status).toBe(200);
    await onB.next((event) => event.event === 'ready');
    await otherOnB.next((event) => event.event === 'ready');
    const started = Date.now();
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/support-requests',
      headers: f2Agent.auth,
      payload: { bookingId, category: 'refund', subject: 'Hoàn vé', body: 'Khách muốn hoàn vé' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const arrived = await onB.next(isNotification('support.opened'));
    expect(Date.now() - started).toBeLessThan(2_000);
    const notice = arrived.data as TNotification;
    expect(notice.params).toMatchObject({ pnr: 'NTF001', subject: 'Hoàn vé' });
    expect(notice.link).toContain('/booking/support-request');
    expect(arrived.id).toBe(String(notice.seq));
    // Another branch's administrator hears nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherOnB.events.filter((event) => event.event === 'notification')).toEqual([]);
  });

  it('a rolled-back write notifies no one; a committed one reaches streams on both instances', async () => {
    const onA = await open(urlA, f2Agent.auth);
    const onB = await open(urlB, f2Agent.auth);
    await onA.next((event) => event.event === 'ready');
    await onB.next((event) => event.event === 'ready');
    await expect(
      ctx.db.transaction(async (tx) => {
        await notify(tx, { userIds: [f2Agent.userId], type: 'hold.expired', params: { pnr: 'ROLLED' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.db.transaction((tx) =>
      notify(tx, { userIds: [f2Agent.userId], type: 'hold.expiring', params: { pnr: 'KEPT01' } }),
    );
    const [a, b] = await Promise.all([
      onA.next(isNotification('hold.expiring')),
      onB.next(isNotification('hold.expiring')),
    ]);
    expect((a.data as TNotification).params.pnr).toBe('KEPT01');
    expect(b.id).toBe(a.id);
    expect(onA.events.some(isNotification('hold.expired'))).toBe(false);
  });

  it('a dedupe key notifies each user once', async () => {
    const first = await ctx.db.transaction((tx) =>
      notify(tx, { userIds: [f2Agent.userId], type: 'hold.expiring', dedupeKey: `x:${bookingId}` }),
    );
    const again = await ctx.db.transaction((tx) =>
      notify(tx, { userIds: [f2Agent.userId], type: 'hold.expiring', dedupeKey: `x:${bookingId}` }),
    );
    expect([first, again]).toEqual([1, 0]);
  });

  it('resumes after Last-Event-ID with what it missed, oldest first', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: f2Agent.auth });
    const newest = list.json<TListNotificationsResponse>().items[0]!;
    for (const pnr of ['MISS01', 'MISS02'])
      await ctx.db.transaction((tx) =>
        notify(tx, { userIds: [f2Agent.userId], type: 'ticket.issued', params: { pnr } }),
      );
    const resumed = await open(urlB, f2Agent.auth, String(newest.seq));
    await resumed.next((event) => (event.data as TNotification).params?.pnr === 'MISS02');
    const missed = resumed.events.filter((event) => event.event === 'notification');
    expect(missed.map((event) => (event.data as TNotification).params.pnr)).toEqual(['MISS01', 'MISS02']);
  });

  it('refuses a stream without a session', async () => {
    const refused = await fetch(`${urlA}/api/notifications/stream`);
    expect(refused.status).toBe(401);
  });
});

describe('the bell', () => {
  it('lists, counts unread, marks one and all read; another user’s id is 404', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=2', headers: f2Agent.auth });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<TListNotificationsResponse>();
    expect(body.items).toHaveLength(2);
    expect(body.unread).toBeGreaterThanOrEqual(3);
    expect(body.nextBefore).toBe(body.items[1]!.seq);
    const target = body.items[0]!;
    const notMine = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${target.id}/read`,
      headers: f1Admin.auth,
    });
    expect(notMine.statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${randomUUID()}/read`,
      headers: bearer(f2Agent.session.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${target.id}/read`,
      headers: f2Agent.auth,
    });
    expect(read.json<{ unread: number }>().unread).toBe(body.unread - 1);
    const all = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: f2Agent.auth });
    expect(all.json()).toMatchObject({ unread: 0 });
    const count = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: f2Agent.auth,
    });
    expect(count.json()).toEqual({ unread: 0 });
  });
});
