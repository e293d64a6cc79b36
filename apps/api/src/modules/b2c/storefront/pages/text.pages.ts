// The site's terms, privacy and contact pages: the agency's own texts (sanitised again here) and its public contact fields.
import { vietQrBankOf } from '@portal/domain';
import { sanitizeNewsHtml } from '../../../content/sanitize-news.js';
import { esc, telHref, zaloHref } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { t } from '../storefront-text.js';

function richTextPage(context: PageContext, key: 'terms' | 'privacy', html: string): PageBody {
  const language = context.links.language;
  // Sanitised on every write (decision 116); sanitised again on the way out, whoever wrote the row.
  const body = html.trim() === '' ? `<p>${esc(t('emptyText', language))}</p>` : sanitizeNewsHtml(html);
  return {
    title: t(key, language),
    main: `<article class="sf-card sf-text"><h1>${esc(t(key, language))}</h1>${body}</article>`,
  };
}

export const termsPage = (context: PageContext) => richTextPage(context, 'terms', context.site.termsHtml);
export const privacyPage = (context: PageContext) => richTextPage(context, 'privacy', context.site.privacyHtml);

export function contactPage(context: PageContext): PageBody {
  const { site, links } = context;
  const language = links.language;
  const rows: [string, string][] = [];
  if (site.hotline) rows.push(['Hotline', `<a href="${esc(telHref(site.hotline))}">${esc(site.hotline)}</a>`]);
  if (site.zalo)
    rows.push(['Zalo', `<a href="${esc(zaloHref(site.zalo))}" rel="noopener noreferrer">${esc(site.zalo)}</a>`]);
  if (site.email) rows.push([t('email', language), `<a href="mailto:${esc(site.email)}">${esc(site.email)}</a>`]);
  if (site.address) rows.push([t('address', language), esc(site.address)]);
  if (site.taxCode) rows.push([t('taxCode', language), esc(site.taxCode)]);
  const list = rows.map(([label, value]) => `<dt>${esc(label)}</dt><dd>${value}</dd>`).join('');
  const banks = site.bankAccounts
    .map((account) => {
      const bank = vietQrBankOf(account.bankBin);
      return `<li><strong>${esc(bank?.shortName ?? account.bankBin)}</strong> · ${esc(account.accountNumber)} · ${esc(account.holderName)}</li>`;
    })
    .join('');
  const bankBlock = banks ? `<h2>${esc(t('bankAccounts', language))}</h2><ul class="sf-banks">${banks}</ul>` : '';
  return {
    title: t('contact', language),
    main: `<section class="sf-card"><h1>${esc(t('contact', language))}</h1><dl class="sf-contact">${list}</dl>${bankBlock}</section>`,
  };
}
