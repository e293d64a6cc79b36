// The eSIM activation mail (text and HTML): for each eSIM not refunded, its package, ICCID, the QR code as an inline
// image (cid, a PNG of the LPA string), the manual codes and APN; then install steps for iOS and Android.
import type { TEsimOrderLine } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import type { MailAttachment } from '../../../platform/mailer.js';
import { qrCodePng } from '../../../platform/qr-codes.js';
import { dataAmountText, validityText } from '../list/esim-line-names.js';
import { ESIM_MAIL_WORDS, type EsimMailWords } from './esim-mail-words.js';

export type EsimMailItem = {
  iccid: string;
  lpa: string;
  smdpAddress: string;
  matchingId: string;
  apn: string;
  product: TEsimOrderLine['product'];
};

export type EsimMailDocument = {
  agency: { name: string; phone: string | null };
  orderCode: string;
  customerName: string;
  items: readonly EsimMailItem[];
};

export type RenderedEsimMail = { subject: string; text: string; html: string; images: MailAttachment[] };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The Content-ID of the n-th eSIM's QR code (referenced from the HTML as cid:…). */
export const qrContentId = (iccid: string) => `esim-qr-${iccid}@portal`;

/** The QR code of an LPA activation string: a PNG, error correction M, large enough for a phone camera. */
export const lpaQrPng = (lpa: string): Promise<Buffer> => qrCodePng(lpa, { margin: 2, width: 300 });

function linesOf(item: EsimMailItem, words: EsimMailWords, language: Language) {
  const destination = language === 'vi' ? item.product.destinationVi : item.product.destinationEn;
  return {
    facts: [
      { label: words.destination, value: destination },
      { label: words.data, value: dataAmountText(item.product.dataMb, language) },
      { label: words.validity, value: validityText(item.product.validityDays, language) },
      { label: words.iccid, value: item.iccid },
    ],
    manual: [
      { label: words.smdp, value: item.smdpAddress },
      { label: words.activationCode, value: item.matchingId },
      { label: words.lpa, value: item.lpa },
      { label: words.apn, value: item.apn },
    ],
  };
}

function renderText(document: EsimMailDocument, words: EsimMailWords, language: Language): string {
  return [
    words.greeting(document.customerName),
    '',
    words.intro(document.orderCode),
    '',
    ...document.items.flatMap((item, index) => {
      const { facts, manual } = linesOf(item, words, language);
      return [
        `${index + 1}. ${words.esim}`,
        ...facts.map((line) => `   ${line.label}: ${line.value}`),
        `   ${words.manual}:`,
        ...manual.map((line) => `   ${line.label}: ${line.value}`),
        '',
      ];
    }),
    words.iosTitle,
    ...words.iosSteps.map((step, index) => `  ${index + 1}. ${step}`),
    '',
    words.androidTitle,
    ...words.androidSteps.map((step, index) => `  ${index + 1}. ${step}`),
    '',
    ...words.notes.map((note) => `- ${note}`),
    '',
    document.agency.name,
    ...(document.agency.phone ? [`${words.agencyPhone}: ${document.agency.phone}`] : []),
    '',
  ].join('\n');
}

const table = (lines: { label: string; value: string }[]) =>
  `<table style="border-collapse:collapse">${lines
    .map(
      (line) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#666;vertical-align:top">${escapeHtml(line.label)}</td><td style="word-break:break-all"><b>${escapeHtml(line.value)}</b></td></tr>`,
    )
    .join('')}</table>`;

const steps = (title: string, items: string[]) =>
  `<h3 style="margin:16px 0 4px">${escapeHtml(title)}</h3><ol>${items.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`;

function renderHtml(document: EsimMailDocument, words: EsimMailWords, language: Language): string {
  const blocks = document.items.map((item, index) => {
    const { facts, manual } = linesOf(item, words, language);
    return [
      `<div style="border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0">`,
      `<h3 style="margin:0 0 8px">${index + 1}. ${escapeHtml(words.esim)}</h3>`,
      table(facts),
      `<p><img src="cid:${qrContentId(item.iccid)}" alt="${escapeHtml(words.qrAlt)}" width="220" height="220"></p>`,
      `<div style="color:#666;margin:8px 0 4px">${escapeHtml(words.manual)}</div>`,
      table(manual),
      '</div>',
    ].join('');
  });
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<p>${escapeHtml(words.greeting(document.customerName))}</p>`,
    `<p>${escapeHtml(words.intro(document.orderCode))}</p>`,
    ...blocks,
    steps(words.iosTitle, words.iosSteps),
    steps(words.androidTitle, words.androidSteps),
    `<ul>${words.notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('')}</ul>`,
    `<p><b>${escapeHtml(document.agency.name)}</b>${document.agency.phone ? `<br>${escapeHtml(words.agencyPhone)}: ${escapeHtml(document.agency.phone)}` : ''}</p>`,
    '</body></html>',
  ].join('\n');
}

/** The mail and its inline QR images (one PNG per eSIM, in order, each with its Content-ID). */
export async function renderEsimMail(document: EsimMailDocument, language: Language): Promise<RenderedEsimMail> {
  const words = ESIM_MAIL_WORDS[language];
  const images = await Promise.all(
    document.items.map(async (item) => ({
      filename: `esim-${item.iccid}.png`,
      content: await lpaQrPng(item.lpa),
      contentType: 'image/png',
      cid: qrContentId(item.iccid),
    })),
  );
  return {
    subject: `${document.agency.name} — ${words.subject} ${document.orderCode}`,
    text: renderText(document, words, language),
    html: renderHtml(document, words, language),
    images,
  };
}
