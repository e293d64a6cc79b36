// Outgoing email: a nodemailer SMTP transport from SMTP_URL / SMTP_FROM, or nothing (the mail stays in the outbox).
import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; cc?: readonly string[]; subject: string; text: string; html?: string };

export type Mailer = {
  /** False when no SMTP_URL is configured: callers keep the mail in the outbox only. */
  readonly isConfigured: boolean;
  /** Hands the mail to the SMTP server; rejects when it refuses. */
  send(mail: OutgoingMail): Promise<void>;
};

export type MailerConfig = { smtpUrl?: string; smtpFrom: string; isDemo: boolean };
type MailerLog = { info(message: string): void; warn(message: string): void; error(details: object, message: string): void };

/** A transport that only needs sendMail (nodemailer's, or a test stub). */
export type MailTransport = { sendMail(message: Record<string, unknown>): Promise<unknown> };

export function createMailer(config: MailerConfig, log: MailerLog, transport?: MailTransport): Mailer {
  const smtp: MailTransport | undefined = transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  if (!smtp) {
    if (config.isDemo) log.info('mail: no SMTP_URL, emails are kept in the demo outbox (GET /api/demo/outbox)');
    else log.warn('mail: SMTP_URL is not set, emails stay unsent in the outbox_emails table');
    return {
      isConfigured: false,
      send: () => Promise.reject(new Error('no SMTP transport configured')),
    };
  }
  return {
    isConfigured: true,
    async send(mail) {
      try {
        await smtp.sendMail({
          from: config.smtpFrom,
          to: mail.to,
          ...(mail.cc && mail.cc.length > 0 ? { cc: [...mail.cc] } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (error) {
        log.error({ err: error instanceof Error ? error.message : String(error), subject: mail.subject }, 'mail: the SMTP server refused the email; it stays unsent in the outbox');
        throw error;
      }
    },
  };
}
