// Outgoing email: a nodemailer SMTP transport from SMTP_URL / SMTP_FROM, or nothing (the mail stays in the outbox).

/**
 * A file sent with a mail (the train boarding cards' PDF; an eSIM's QR code, inline: `cid` is its Content-ID, which
 * the HTML references as `cid:…`); never kept in the outbox.
 */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };

export type OutgoingMail = {
  to: string;
  cc?: readonly string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
};

export type Mailer = {
  /** False when no SMTP_URL is configured: callers keep the mail in the outbox only. */
  readonly isConfigured: boolean;
  /**
   * Hands the mail to the SMTP server; rejects when it refuses or does not answer within SEND_TIMEOUT_MS. The log and
   * the rejection name only the outbox id, the masked recipient and the subject: a body may carry a password.
   */
  send(mail: OutgoingMail, ref?: { outboxId?: number }): Promise<void>;
};

export type MailerConfig = { smtpUrl?: string; smtpFrom: string; isDemo: boolean };
type LogLine = { (details: object, message: string): void; (message: string): void };
export type MailerLog = { info: LogLine; warn: LogLine };

/** A transport that only needs sendMail (nodemailer's, or a test stub). */
export type MailTransport = { sendMail(message: Record<string, unknown>): Promise<unknown> };

/** One send may take this long (connecting included) before it is aborted and counts as failed. */
export const SEND_TIMEOUT_MS = 60_000;
const MAX_REASON_LENGTH = 300;
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[^\s<>"'(),;:]+/g;

/** `nguyen.van.a@daily.vn` → `n***@daily.vn`: enough to tell mails apart in a log, not enough to harvest addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** Why a send failed, fit for a log line and the outbox's last_error: the SMTP reply or code, addresses masked, short. */
export function describeSendError(error: unknown): string {
  const detail = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const message = typeof detail.message === 'string' ? detail.message : String(error);
  const code = typeof detail.code === 'string' ? `${detail.code}: ` : '';
  const reason = `${code}${message}`
    .replace(ADDRESS, (address) => maskAddress(address))
    .replace(/\s+/g, ' ')
    .trim();
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH - 1)}…` : reason;
}

/** SMTP_URL as nodemailer takes it (smtp: or smtps:, a host), or a clear error at start-up. */
function checkedSmtpUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new Error('SMTP_URL must be smtp://user:password@host:port or smtps://… (e.g. smtp://mail.example.vn:587)');
  return value;
}

export function createMailer(config: MailerConfig, log: MailerLog, transport?: MailTransport): Mailer {
  const smtpUrl = config.smtpUrl ? checkedSmtpUrl(config.smtpUrl) : undefined;
  if (!transport && !smtpUrl) {
    if (config.isDemo) log.info('mail: no SMTP_URL, emails are kept in the demo outbox (GET /api/demo/outbox)');
    else log.warn('mail: SMTP_URL is not set, emails stay unsent in the outbox_emails table');
    return {
      isConfigured: false,
      send: () => Promise.reject(new Error('no SMTP transport configured')),
    };
  }
  // nodemailer is loaded with the first mail, not at start-up (about 3 MB resident a server without mail never needs).
  let made: Promise<MailTransport> | undefined = transport && Promise.resolve(transport);
  const smtp = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl!)));
  return {
    isConfigured: true,
    async send(mail, ref = {}) {
      const about = { outboxId: ref.outboxId, to: maskAddress(mail.to), subject: mail.subject };
      try {
        await (
          await smtp()
        ).sendMail({
          from: config.smtpFrom,
          to: mail.to,
          ...(mail.cc && mail.cc.length > 0 ? { cc: [...mail.cc] } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments?.length ? { attachments: mail.attachments.map((file) => ({ ...file })) } : {}),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        // Only the described reason travels on: the transport's own error object may hold the message it was sending.
        const reason = describeSendError(error);
        log.warn({ ...about, err: reason }, 'mail: the SMTP server refused the email; it stays unsent in the outbox');
        throw new Error(reason);
      }
      log.info(about, 'mail: sent');
    },
  };
}
