// The mailer made from SMTP_URL: a malformed URL stops the start with a clear message; a good one loads nothing until
// the first mail; no URL means mail stays in the outbox.
import { describe, expect, it, vi } from 'vitest';
import { createMailer } from '../src/platform/mailer.js';

const made = vi.hoisted(() => ({ urls: [] as string[], sent: [] as Record<string, unknown>[] }));
vi.mock('nodemailer', () => ({
  default: {
    createTransport: (url: string) => {
      made.urls.push(url);
      return { sendMail: async (message: Record<string, unknown>) => void made.sent.push(message) };
    },
  },
}));

const log = { info: () => undefined, warn: () => undefined };
const config = (smtpUrl?: string) => ({ smtpUrl, smtpFrom: 'Portal <no-reply@portal.test>', isDemo: false });

describe('the mailer from SMTP_URL', () => {
  it.each(['not a url', 'http://mail.example.vn', 'smtp://', 'mail.example.vn:587'])(
    'refuses %j at start-up, saying what it should look like',
    (url) => {
      expect(() => createMailer(config(url), log)).toThrow(/SMTP_URL must be smtp:\/\//);
    },
  );

  it('makes the transport with the first mail, once', async () => {
    const mailer = createMailer(config('smtps://user:secret@mail.example.vn:465'), log);
    expect(mailer.isConfigured).toBe(true);
    expect(made.urls).toEqual([]);
    await mailer.send({ to: 'khach@example.com', subject: 'Vé', text: 'Xin chào' });
    await mailer.send({ to: 'khach@example.com', subject: 'Vé 2', text: 'Xin chào' });
    expect(made.urls).toEqual(['smtps://user:secret@mail.example.vn:465']);
    expect(made.sent.map((mail) => mail.subject)).toEqual(['Vé', 'Vé 2']);
  });

  it('is not configured without SMTP_URL', async () => {
    const mailer = createMailer(config(undefined), log);
    expect(mailer.isConfigured).toBe(false);
    await expect(mailer.send({ to: 'khach@example.com', subject: 'Vé', text: '' })).rejects.toThrow();
  });
});
