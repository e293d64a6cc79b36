// Sends a storefront order form (a tour booking, an eSIM order) and answers the consumer: the confirmation page once
// booked, the wait after a 429, every field the server names marked, or the server's message.
import { markFieldIssues, type FieldIssue } from './field-issues';
import { fill } from './format';
import type { PageData } from './page-data';

type OrderAnswer = {
  orderCode?: string;
  confirmationPath?: string;
  message?: string;
  details?: { fields?: FieldIssue[] };
};

export function submitOrderForm(options: {
  form: HTMLFormElement;
  status: HTMLElement;
  url: string;
  body: unknown;
  data: PageData & { base: string };
  text: Record<string, string>;
  /** The island's text shown once booked, with {code}. */
  bookedKey: string;
}): void {
  const { form, status, data, text } = options;
  status.textContent = text.sending!;
  const button = form.querySelector('button[type="submit"]');
  button?.setAttribute('disabled', '');
  void fetch(options.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': data.language },
    body: JSON.stringify(options.body),
  })
    .then(async (response) => {
      const answer = (await response.json().catch(() => ({}))) as OrderAnswer;
      if (response.ok && answer.confirmationPath) {
        status.textContent = fill(text[options.bookedKey]!, { code: answer.orderCode ?? '' });
        const lang = data.language === 'en' ? '&lang=en' : '';
        window.location.assign(`${data.base}${answer.confirmationPath}${lang}`);
        return;
      }
      button?.removeAttribute('disabled');
      if (response.status === 429) {
        status.textContent = fill(text.tooMany!, { n: response.headers.get('retry-after') ?? '60' });
        return;
      }
      markFieldIssues(form, answer.details?.fields ?? []);
      status.textContent = answer.message ?? text.failed!;
    })
    .catch(() => {
      button?.removeAttribute('disabled');
      status.textContent = text.failed!;
    });
}
