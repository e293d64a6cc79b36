// The boarding-card email (text and HTML): the agency, the booking code, then one block per issued ticket with the same
// lines as its card; the PDF of the cards goes with it as an attachment (boarding-card-mail.service.ts).
import type { Language } from '../../../platform/messages.js';
import { BOARDING_CARD_WORDS } from './boarding-card-words.js';
import { cardLines, issuedTickets } from './boarding-card-format.js';
import type { BoardingCardsDocument } from './boarding-card.pdf.js';

export type RenderedTrainMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderBoardingCardMail(document: BoardingCardsDocument, language: Language): RenderedTrainMail {
  const words = BOARDING_CARD_WORDS[language];
  const { agency, booking } = document;
  const code = booking.bookingCode ?? '';
  const subject = `${agency.name} — ${words.mailSubject} ${code}`.trim();
  const contact = [
    agency.phone ? `${words.agencyPhone}: ${agency.phone}` : '',
    agency.address ? `${words.agencyAddress}: ${agency.address}` : '',
  ].filter(Boolean);
  const cards = issuedTickets(booking).map((ticket) => cardLines(booking, ticket, words));
  const text = [
    agency.name,
    ...contact,
    '',
    `${words.mailIntro} ${code}.`,
    '',
    ...cards.flatMap((lines, index) => [
      `${index + 1}. ${words.documentTitle}`,
      ...lines.map((line) => `   ${line.label}: ${line.value}`),
      '',
    ]),
    words.mailAttached,
    '',
  ].join('\n');
  const row = (label: string, value: string, strong?: boolean) =>
    `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(label)}</td><td>${strong ? '<b>' : ''}${escapeHtml(value)}${strong ? '</b>' : ''}</td></tr>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<h2 style="margin:0 0 4px">${escapeHtml(agency.name)}</h2>`,
    ...contact.map((line) => `<div style="color:#666">${escapeHtml(line)}</div>`),
    `<p>${escapeHtml(words.mailIntro)} <b>${escapeHtml(code)}</b>.</p>`,
    ...cards.map(
      (lines, index) =>
        `<h3 style="margin:16px 0 4px">${index + 1}. ${escapeHtml(words.documentTitle)}</h3><table style="border-collapse:collapse">${lines.map((line) => row(line.label, line.value, line.strong)).join('')}</table>`,
    ),
    `<p>${escapeHtml(words.mailAttached)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
