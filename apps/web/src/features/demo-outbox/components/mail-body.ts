// How the demo outbox shows a mail's body: plain text as it is; HTML only inside a sandboxed frame, never in the app.

/** Whether a body is an HTML document or fragment rather than plain text (today's mails are all text). */
export function isHtmlBody(body: string): boolean {
  return /^\s*<(!doctype html|html|head|body|div|table|p|h[1-6])[\s>]/i.test(body);
}
