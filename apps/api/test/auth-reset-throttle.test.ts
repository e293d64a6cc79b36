// Forgotten-password requests are limited per account and per address, and a code is used at most once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { createTestContext, type TestContext } from './support/test-context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const requestReset = (username: string, remoteAddress = '10.1.1.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username }, remoteAddress });

async function emailsTo(address: string) {
  return ctx.db.select().from(tables.outboxEmails).where(eq(tables.outboxEmails.toAddress, address));
}

describe('forgot-password limits', () => {
  it('emails at most three codes to one account per 15 minutes, answering the same each time', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await requestReset(user.username, `10.2.0.${attempt}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true, expiresInMinutes: 15 });
    }
    expect(await emailsTo(user.email)).toHaveLength(3);
    ctx.clock.advance(16 * 60_000);
    await requestReset(user.username, '10.2.1.1');
    expect(await emailsTo(user.email)).toHaveLength(4);
  });

  it('answers 429 code 12 to one address asking more than 20 times in the window', async () => {
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await requestReset(`nobody.${attempt}`, '10.3.3.3')).statusCode).toBe(200);
    const refused = await requestReset('nobody.more', '10.3.3.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(12);
    expect((await requestReset('nobody.more', '10.3.3.4')).statusCode).toBe(200);
  });
});

describe('reset code', () => {
  it('lets only one of two simultaneous right answers set a password', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id });
    await requestReset(user.username, '10.4.4.4');
    const [email] = await emailsTo(user.email);
    const code = /\b(\d{6})\b/.exec(email!.body)![1];
    const verify = (newPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/verify',
        payload: { username: user.username, code, newPassword },
      });
    const results = await Promise.all([verify('First@2026'), verify('Second@2026')]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });
});
