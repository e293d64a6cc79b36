// The site's fare-rule pages: /fare-rules (domestic and international tables, by airline; ?airline=VJ) and /fare-rules/{id}.
import type { TB2cPublicFareRule } from '@portal/contracts';
import { airlineNameOf, formatVnd } from '@portal/domain';
import { sanitizeNewsHtml } from '../../../content/sanitize-news.js';
import { esc, type SiteLinks } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { t, type SiteLanguage } from '../storefront-text.js';
import { publicContentOf } from './news.pages.js';

type Action = TB2cPublicFareRule['change'];

const airlineName = (code: string) => airlineNameOf(code) ?? code;

function actionText(action: Action, lang: SiteLanguage): string {
  if (!action.isAllowed) return t('notAllowed', lang);
  const fee =
    action.fee === 0 || action.fee === null
      ? t('free', lang)
      : t('feePerSegment', lang, { fee: formatVnd(action.fee) });
  return action.conditions ? `${fee} – ${action.conditions}` : fee;
}

function noShowText(noShow: TB2cPublicFareRule['noShow'], lang: SiteLanguage): string {
  const fee = noShow.fee === null ? t('forfeited', lang) : t('feePerSegment', lang, { fee: formatVnd(noShow.fee) });
  return noShow.conditions ? `${fee} – ${noShow.conditions}` : fee;
}

/** A table cell's short answer: not allowed, free, or the fee (the conditions are on the rule's own page). */
function feeCell(action: Action, lang: SiteLanguage): string {
  if (!action.isAllowed) return t('notAllowed', lang);
  return action.fee === 0 || action.fee === null ? t('free', lang) : formatVnd(action.fee);
}

function table(rules: readonly TB2cPublicFareRule[], links: SiteLinks, caption: string): string {
  const lang = links.language;
  const head = [t('fareFamily', lang), t('cabinBag', lang), t('checkedBag', lang), t('change', lang), t('refund', lang)]
    .map((label) => `<th scope="col">${esc(label)}</th>`)
    .join('');
  const airlines = [...new Set(rules.map((rule) => rule.airline))];
  const groups = airlines
    .map((airline) => {
      const rows = rules
        .filter((rule) => rule.airline === airline)
        .map(
          (rule) =>
            `<tr><th scope="row"><a href="${esc(links.href(`/fare-rules/${rule.id}`))}">${esc(rule.fareFamily)}</a></th><td>${rule.cabinBaggageKg} kg</td><td>${rule.checkedBaggageKg} kg</td><td>${esc(feeCell(rule.change, lang))}</td><td>${esc(feeCell(rule.refund, lang))}</td></tr>`,
        )
        .join('');
      return `<tbody><tr class="sf-airline-row"><th colspan="5" scope="rowgroup">${esc(airlineName(airline))}</th></tr>${rows}</tbody>`;
    })
    .join('');
  return `<div class="sf-table-wrap"><table class="sf-table"><caption class="sf-visually-hidden">${esc(caption)}</caption><thead><tr>${head}</tr></thead>${groups}</table></div>`;
}

export async function fareRulesPage(context: PageContext): Promise<PageBody> {
  const { site, links, query } = context;
  const lang = links.language;
  const all = await publicContentOf(context).listFareRules(site);
  const airlines = [...new Set(all.map((rule) => rule.airline))];
  const wanted = (query.airline ?? '').toUpperCase();
  const airline = airlines.includes(wanted) ? wanted : undefined;
  const rules = airline ? all.filter((rule) => rule.airline === airline) : all;
  const chip = (label: string, target: Record<string, string>, isCurrent: boolean) =>
    `<a class="sf-chip" href="${esc(links.href('/fare-rules', target))}"${isCurrent ? ' aria-current="page"' : ''}>${esc(label)}</a>`;
  const chips =
    airlines.length > 1
      ? `<nav class="sf-chips" aria-label="${esc(t('airline', lang))}">${chip(t('allAirlines', lang), {}, !airline)}${airlines.map((code) => chip(airlineName(code), { airline: code }, code === airline)).join('')}</nav>`
      : '';
  const sections = (['domestic', 'international'] as const)
    .map((type) => {
      const ofType = rules.filter((rule) => rule.itineraryType === type);
      return ofType.length
        ? `<section class="sf-card"><h2>${esc(t(type, lang))}</h2>${table(ofType, links, t(type, lang))}</section>`
        : '';
    })
    .join('');
  return {
    title: t('fareRulesTitle', lang),
    main: `<h1 class="sf-page-title">${esc(t('fareRulesTitle', lang))}</h1>${chips}${sections ? `${sections}<p class="sf-muted">${esc(t('feeNote', lang))}</p>` : `<p class="sf-card">${esc(t('noRules', lang))}</p>`}`,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fareRulePage(context: PageContext): Promise<PageBody | undefined> {
  const { site, links, params } = context;
  const lang = links.language;
  if (!UUID.test(params.id ?? '')) return undefined;
  const rule = (await publicContentOf(context).listFareRules(site)).find(
    (candidate) => candidate.id === params.id?.toLowerCase(),
  );
  if (!rule) return undefined;
  const title = `${airlineName(rule.airline)} ${rule.fareFamily} – ${t(rule.itineraryType, lang)}`;
  const rows: [string, string][] = [
    [t('cabinBag', lang), `${rule.cabinBaggageKg} kg`],
    [t('checkedBag', lang), `${rule.checkedBaggageKg} kg`],
    [t('change', lang), actionText(rule.change, lang)],
    [t('refund', lang), actionText(rule.refund, lang)],
    [t('noShow', lang), noShowText(rule.noShow, lang)],
  ];
  const list = rows.map(([label, value]) => `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>`).join('');
  return {
    title,
    main: `<article class="sf-card sf-text"><h1>${esc(title)}</h1><dl class="sf-contact">${list}</dl>${rule.notesHtml ? sanitizeNewsHtml(rule.notesHtml) : ''}<p><a href="${esc(links.href('/fare-rules', { airline: rule.airline }))}">← ${esc(t('fareRulesTitle', lang))}</a></p></article>`,
  };
}
