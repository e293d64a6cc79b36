// The outbox dispatcher against a real SMTP server in this process: account mail (temporary password, reset code) is
// delivered once right after its commit; a refusal is recorded with backoff and retried, and the log never holds a body;
// two API instances on one database send each mail exactly once; itinerary mail sent inline is not sent again; a mail
// is given up after the last attempt; without SMTP nothing is sent.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { tables } from '@portal/db';
import { buildApp, type BuiltApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import {
  claimedOnInsert,
  MAX_MAIL_AGE_MS,
  MAX_SEND_ATTEMPTS,
  recordFailure,
  recordSent,
  retryDelayMs,
  SEND_LEASE_MS,
} from '../src/platform/mail-outbox.js';
import { createSupplierGateway } from '../src/modules/suppliers/suppliers.module.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { createdStaff, lastEmailTo, passwordInEmail, staffInput } from './support/staff-admin.js';
import { secondApiInstance } from './support/bookings.js';

type Received = { from: string; to: string[]; raw: string };

/** An SMTP server on a free port that keeps what it accepts; `isRefusing` answers 550 to every recipient. */
async function startSmtpServer() {
  const state = { received: [] as Received[], isRefusing: false, dataDelayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.isRefusing) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          state.received.push({
            from,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, state.dataDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    to: (address: string) => state.received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a single-part message, decoded from base64 or quoted-printable. */
function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
  let decoded = body;
  if (encoding === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    decoded = Buffer.from(bytes).toString('utf8');
  }
  return decoded.replace(/\r\n/g, '\n').trim();
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let admin: SignedIn;
/** A second app on the same database whose log is kept, to search it for mail bodies. */
let logged: BuiltApp;
const lines: string[] = [];
const outboxOf = (app: unknown) => (app as BuiltApp).mailOutbox;
const rowOf = async (id: number) =>
  (await ctx.db.select().from(tables.outboxEmails).where(eq(tables.outboxEmails.id, id)))[0]!;
/** The interval never fires during the file: mail goes out on the kick after a commit or on an explicit run. */
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url, mailOutboxIntervalMs: HOUR } });
  logged = await buildApp({
    db: ctx.db,
    databaseKind: ctx.databaseKind,
    config: testConfig({ smtpUrl: smtp.url, mailOutboxIntervalMs: HOUR, logLevel: 'info' }),
    clock: ctx.clock,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await logged.ready();
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(async () => {
  await logged.close();
  await ctx.close();
  await smtp.close();
});

describe('account mail over SMTP', () => {
  it("delivers a new staff account's temporary password once, right after the commit", async () => {
    const input = staffInput();
    await createdStaff(ctx, admin, input);
    await vi.waitFor(() => expect(smtp.to(input.email)).toHaveLength(1), { timeout: 5000, interval: 20 });
    const row = (await lastEmailTo(ctx.db, input.email))!;
    const [delivered] = smtp.to(input.email);
    expect(delivered!.from).toBe('no-reply@test.local');
    expect(delivered!.raw).toMatch(/^From: Portal test <no-reply@test\.local>/m);
    expect(textOf(delivered!.raw)).toBe(row.body.trim());
    expect(textOf(delivered!.raw)).toContain(passwordInEmail(row.body));
    await vi.waitFor(async () =>
      expect(await rowOf(row.id)).toMatchObject({
        sentAt: expect.any(Date),
        attempts: 1,
        lastError: null,
        nextAttemptAt: null,
      }),
    );

    // The kick's own run may still be finishing (runOnce joins it and answers its totals): let it end, then ask again.
    await outboxOf(ctx.app).runOnce();
    expect(await outboxOf(ctx.app).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.to(input.email)).toHaveLength(1);
  });

  it('delivers a password reset code that then sets a new password', async () => {
    const user = await ctx.newUser({ agencyId: admin.agencyId, role: 'agent_f1' });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: user.username },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await vi.waitFor(() => expect(smtp.to(user.email!)).toHaveLength(1), { timeout: 5000, interval: 20 });
    const code = /\b(\d{6})\b/.exec(textOf(smtp.to(user.email!)[0]!.raw))?.[1];
    expect(code).toBeDefined();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/verify',
      payload: { username: user.username, code, newPassword: 'Moi@Mat2026khau' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});

describe('a refusing SMTP server', () => {
  it('leaves the mail unsent with its attempt, reason and backoff, logs no body, and delivers it once the server accepts', async () => {
    const input = staffInput();
    const start = lines.length;
    smtp.state.isRefusing = true;
    const created = await logged.inject({
      method: 'POST',
      url: '/api/agency/staff',
      headers: admin.auth,
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(201);
    const queued = (await lastEmailTo(ctx.db, input.email))!;
    await vi.waitFor(async () => expect((await rowOf(queued.id)).lastError).not.toBeNull(), {
      timeout: 5000,
      interval: 20,
    });
    const failed = await rowOf(queued.id);
    expect(failed).toMatchObject({
      sentAt: null,
      attempts: 1,
      nextAttemptAt: new Date(ctx.clock.now().getTime() + retryDelayMs(1)),
    });
    expect(failed.lastError).toContain('550');
    const password = passwordInEmail(failed.body);
    expect(failed.lastError).not.toContain(password);
    expect(failed.lastError).not.toContain(input.email);

    const written = lines.slice(start).join('\n');
    expect(written).toContain('mail: the SMTP server refused the email');
    expect(written).toContain(`"outboxId":${queued.id}`);
    expect(written).not.toContain(password);
    expect(written).not.toContain(failed.body.split('\n')[0]!);
    expect(written).not.toContain(input.email);

    smtp.state.isRefusing = false;
    // Not due before its backoff has passed, even with the server back.
    expect(await outboxOf(logged).runOnce()).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(retryDelayMs(1));
    expect(await outboxOf(logged).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.to(input.email)).toHaveLength(1);
    expect(textOf(smtp.to(input.email)[0]!.raw)).toContain(password);
    expect(await rowOf(queued.id)).toMatchObject({ sentAt: expect.any(Date), attempts: 2, lastError: null });
  });

  it('gives up after the last attempt (the mail stays with its reason) and never sends mail older than a day', async () => {
    const now = ctx.clock.now();
    const [last, old] = await ctx.db
      .insert(tables.outboxEmails)
      .values([
        {
          toAddress: 'cuoi.cung@daily.vn',
          subject: 'Last try',
          body: 'body of the last try',
          createdAt: now,
          attempts: MAX_SEND_ATTEMPTS - 1,
        },
        {
          toAddress: 'qua.cu@daily.vn',
          subject: 'Too old',
          body: 'body of an old mail',
          createdAt: new Date(now.getTime() - MAX_MAIL_AGE_MS - 1),
        },
      ])
      .returning();
    const start = lines.length;
    smtp.state.isRefusing = true;
    expect(await outboxOf(logged).runOnce()).toEqual({ sent: 0, failed: 1 });
    smtp.state.isRefusing = false;
    expect(await rowOf(last!.id)).toMatchObject({
      sentAt: null,
      attempts: MAX_SEND_ATTEMPTS,
      nextAttemptAt: null,
      lastError: expect.stringContaining('550'),
    });
    expect(lines.slice(start).join('\n')).toContain('giving up after the last attempt');
    expect(lines.slice(start).join('\n')).not.toContain('body of the last try');
    expect(await outboxOf(logged).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(old!.id)).toMatchObject({ sentAt: null, attempts: 0 });
    expect(smtp.to('cuoi.cung@daily.vn')).toEqual([]);
    expect(smtp.to('qua.cu@daily.vn')).toEqual([]);
  });
});

describe('itinerary mail sent inline', () => {
  it('is left to its sender while claimed, never sent again once sent, and retried with its copies and HTML after a failure', async () => {
    const now = ctx.clock.now();
    const mail = (to: string) => ({
      toAddress: to,
      cc: ['ketoan@saoviet.vn'],
      subject: 'Hành trình ABC123',
      body: 'PNR ABC123',
      html: '<p>PNR <b>ABC123</b></p>',
      createdAt: now,
      ...claimedOnInsert(now),
    });
    const [sentInline, failedInline] = await ctx.db
      .insert(tables.outboxEmails)
      .values([mail('khach.mot@example.com'), mail('khach.hai@example.com')])
      .returning();
    // As booking-mail.service.ts records the outcome of its own send.
    expect(await outboxOf(ctx.app).runOnce()).toEqual({ sent: 0, failed: 0 });
    await recordSent(ctx.db, sentInline!.id, now);
    await recordFailure(ctx.db, { mail: { id: failedInline!.id, attempts: 1 }, reason: '550 refused', now });

    ctx.clock.advance(SEND_LEASE_MS);
    expect(await outboxOf(ctx.app).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.to('khach.mot@example.com')).toEqual([]);
    const [retried] = smtp.to('khach.hai@example.com');
    expect(retried!.to).toEqual(['khach.hai@example.com', 'ketoan@saoviet.vn']);
    expect(retried!.raw).toMatch(/^Cc: ketoan@saoviet\.vn/m);
    expect(retried!.raw).toContain('text/html');
    expect(await rowOf(failedInline!.id)).toMatchObject({ sentAt: expect.any(Date), attempts: 2 });
  });
});

describe('two API instances on one database', () => {
  it('send each mail exactly once when their dispatchers run at once', async () => {
    const second = await secondApiInstance(ctx, {
      suppliers: createSupplierGateway({ suppliersUrl: 'http://127.0.0.1:9' }),
      config: { smtpUrl: smtp.url },
    });
    try {
      const addresses = Array.from({ length: 25 }, (_, index) => `song.song.${index}@daily.vn`);
      const now = ctx.clock.now();
      const rows = await ctx.db
        .insert(tables.outboxEmails)
        .values(
          addresses.map((toAddress) => ({ toAddress, subject: 'Song song', body: 'one of many', createdAt: now })),
        )
        .returning();
      smtp.state.dataDelayMs = 15;
      const runs = await Promise.all([second.app.mailOutbox.runOnce(), outboxOf(ctx.app).runOnce()]);
      smtp.state.dataDelayMs = 0;
      expect(runs.map((run) => run.failed)).toEqual([0, 0]);
      expect(runs[0].sent + runs[1].sent).toBe(25);
      expect(runs.every((run) => run.sent > 0)).toBe(true);
      for (const address of addresses) expect(smtp.to(address), address).toHaveLength(1);
      const after = await ctx.db
        .select()
        .from(tables.outboxEmails)
        .where(
          inArray(
            tables.outboxEmails.id,
            rows.map((row) => row.id),
          ),
        );
      expect(after.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('without SMTP', () => {
  it('sends nothing: the mail stays unsent in the outbox (the demo page reads it there)', async () => {
    const plain = await buildApp({
      db: ctx.db,
      databaseKind: ctx.databaseKind,
      config: testConfig({ mailOutboxIntervalMs: 10 }),
      clock: ctx.clock,
    });
    try {
      await plain.ready();
      const input = staffInput();
      const created = await plain.inject({
        method: 'POST',
        url: '/api/agency/staff',
        headers: admin.auth,
        payload: input,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await plain.mailOutbox.runOnce()).toEqual({ sent: 0, failed: 0 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await lastEmailTo(ctx.db, input.email)).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
      expect(smtp.to(input.email)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
