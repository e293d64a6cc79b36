// How a consumer pays an order: the site's bank accounts, each with a VietQR code (decision 104's payload, drawn as
// SVG on the server) for the amount due and the order number as transfer content, and the hotline.
import { buildVietQr, formatVnd, vietQrBankOf } from '@portal/domain';
import { qrCodeSvg } from '../../../../platform/qr-codes.js';
import { esc, telHref } from '../html.js';
import type { PublicSite } from '../public-site.js';
import { t, type SiteLanguage } from '../storefront-text.js';

/** The QR of a transfer as inline SVG, or '' when the account cannot carry a VietQR (a malformed number). */
async function qrSvg(
  account: PublicSite['bankAccounts'][number],
  transfer: { amount: number; content: string; label: string },
) {
  let payload: string;
  try {
    payload = buildVietQr({
      bin: account.bankBin,
      accountNumber: account.accountNumber,
      amount: transfer.amount,
      content: transfer.content,
    });
  } catch {
    return '';
  }
  const svg = await qrCodeSvg(payload, { margin: 1, width: 200 });
  // Drawn by the library from our own payload; only the label is ours to escape.
  return svg
    .slice(svg.indexOf('<svg'))
    .replace('<svg ', `<svg role="img" aria-label="${esc(transfer.label)}" class="sf-qr" width="200" height="200" `);
}

export async function paymentBlock(
  site: PublicSite,
  order: { orderNumber: string; amount: number },
  language: SiteLanguage,
): Promise<string> {
  const amount = formatVnd(order.amount);
  const intro = `<p>${esc(t('transferTo', language, { amount, content: order.orderNumber }))}</p>`;
  const label = t('scanQr', language, { amount });
  const accounts = await Promise.all(
    site.bankAccounts.map(async (account) => {
      const bank = vietQrBankOf(account.bankBin);
      const qr = await qrSvg(account, { amount: order.amount, content: order.orderNumber, label });
      return `<li class="sf-bank"><dl class="sf-facts"><dt>${esc(t('bank', language))}</dt><dd>${esc(bank?.shortName ?? account.bankBin)}</dd>
<dt>${esc(t('accountNumber', language))}</dt><dd><strong>${esc(account.accountNumber)}</strong></dd>
<dt>${esc(t('accountHolder', language))}</dt><dd>${esc(account.holderName)}</dd>
<dt>${esc(t('transferContent', language))}</dt><dd><strong>${esc(order.orderNumber)}</strong></dd></dl>${qr ? `<figure class="sf-qr-box">${qr}<figcaption>${esc(label)}</figcaption></figure>` : ''}</li>`;
    }),
  );
  const body =
    accounts.length > 0
      ? `${intro}<ul class="sf-banks">${accounts.join('')}</ul>`
      : `<p>${esc(t('callToPay', language))}</p>`;
  const hotline = site.hotline
    ? `<p>${esc(t('needHelp', language))} <a href="${esc(telHref(site.hotline))}">${esc(site.hotline)}</a></p>`
    : '';
  return `<section class="sf-card sf-pay" aria-labelledby="sf-pay-title"><h2 id="sf-pay-title">${esc(t('howToPay', language))}</h2>${body}${hotline}</section>`;
}
