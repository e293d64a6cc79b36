// The eSIM pages (decision 137): /esim lists the destinations (countries by region, then multi-country packages) with
// the lowest consumer price, filtered by ?q= and ?region= on the server and live by the esim island; /esim?dest=JP
// lists that destination's packages and the multi-country ones that work there; /esim/order?package=… is the order form.
import { ESIM_REGION_NAMES, ESIM_REGIONS, type TEsimRegion } from '@portal/contracts';
import { CONSUMER_ESIM_MAX_QUANTITY, foldVietnamese, formatVnd } from '@portal/domain';
import { esc, type SiteLinks } from '../html.js';
import type { PageBody, PageContext } from '../page-registry.js';
import { esimDataLabel, esimPackageLabel, type ConsumerEsimPackage } from '../esim-catalogue.js';
import { islandText, t, type SiteLanguage } from '../storefront-text.js';

type Destination = { code: string; region: TEsimRegion | 'MULTI'; name: { vi: string; en: string }; from: number };

const GROUPS: readonly (TEsimRegion | 'MULTI')[] = [...ESIM_REGIONS.filter((region) => region !== 'GLOBAL'), 'MULTI'];

/** Every destination once, with its lowest price: countries under their region, regions and worldwide as MULTI. */
function destinationsOf(packages: readonly ConsumerEsimPackage[]): Destination[] {
  const byCode = new Map<string, Destination>();
  for (const entry of packages) {
    const known = byCode.get(entry.destination);
    if (known) known.from = Math.min(known.from, entry.price);
    else
      byCode.set(entry.destination, {
        code: entry.destination,
        region: entry.coverageType === 'country' ? entry.region : 'MULTI',
        name: entry.destinationName,
        from: entry.price,
      });
  }
  return [...byCode.values()];
}

const groupName = (group: TEsimRegion | 'MULTI', lang: SiteLanguage) =>
  group === 'MULTI' ? t('esimMultiCountry', lang) : ESIM_REGION_NAMES[group][lang];

/** The words a destination is found by: both names and the code, folded (no accents, lower case). */
const searchWords = (destination: Destination) =>
  foldVietnamese(`${destination.name.vi} ${destination.name.en} ${destination.code}`);

function destinationList(links: SiteLinks, destinations: Destination[], filter: { q: string; region: string }) {
  const lang = links.language;
  const words = foldVietnamese(filter.q);
  let shownCount = 0;
  const groups = GROUPS.map((group) => {
    let shownInGroup = 0;
    const items = destinations
      .filter((destination) => destination.region === group)
      .sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang))
      .map((destination) => {
        const names = searchWords(destination);
        const isShown = (!words || names.includes(words)) && (!filter.region || filter.region === group);
        if (isShown) shownInGroup += 1;
        return `<li data-names="${esc(names)}"${isShown ? '' : ' hidden'}><a class="sf-dest" href="${esc(links.href('/esim', { dest: destination.code }))}"><strong>${esc(destination.name[lang])}</strong><small>${esc(t('esimFrom', lang, { price: formatVnd(destination.from) }))}</small></a></li>`;
      });
    shownCount += shownInGroup;
    return `<section class="sf-dest-group" data-region="${group}"${shownInGroup ? '' : ' hidden'}><h2>${esc(groupName(group, lang))}</h2><ul class="sf-dests">${items.join('')}</ul></section>`;
  });
  return `${groups.join('')}<p id="sf-esim-none" class="sf-status"${shownCount ? ' hidden' : ''}>${esc(t('esimNoMatch', lang))}</p>`;
}

function filterForm(links: SiteLinks, filter: { q: string; region: string }): string {
  const lang = links.language;
  const hidden = lang === 'en' ? '<input type="hidden" name="lang" value="en">' : '';
  const chips = (['', ...GROUPS] as const)
    .map((group) => {
      const label = group === '' ? t('esimAllRegions', lang) : groupName(group, lang);
      const href = links.href('/esim', group ? { region: group } : {});
      const current = filter.region === group ? ' aria-current="true"' : '';
      return `<a class="sf-chip" data-region="${group}" href="${esc(href)}"${current}>${esc(label)}</a>`;
    })
    .join('');
  return `<form class="sf-esim-filter" method="get" action="${esc(links.base)}/esim" role="search">${hidden}
<label class="sf-field"><span>${esc(t('esimFilter', lang))}</span><input type="search" name="q" id="sf-esim-q" value="${esc(filter.q)}" placeholder="${esc(t('esimFilterHint', lang))}" maxlength="40" autocomplete="off"></label>
<button class="sf-button sf-button-alt" type="submit">${esc(t('esimFind', lang))}</button></form>
<nav class="sf-chips" aria-label="${esc(t('esimRegions', lang))}">${chips}</nav>`;
}

const unavailable = (lang: SiteLanguage): PageBody => ({
  title: t('esimTitle', lang),
  main: `<section class="sf-card"><h1>${esc(t('esimTitle', lang))}</h1><p class="sf-error" role="alert">${esc(t('esimUnavailable', lang))}</p></section>`,
});

/** Data packages by size then days, unlimited ones after them by days. */
const byDataThenDays = (a: ConsumerEsimPackage, b: ConsumerEsimPackage) =>
  (a.dataMb ?? Number.MAX_SAFE_INTEGER) - (b.dataMb ?? Number.MAX_SAFE_INTEGER) || a.validityDays - b.validityDays;

function packageDetails(entry: ConsumerEsimPackage, lang: SiteLanguage): string {
  const notes = [
    entry.dataMb === null && entry.fairUseMbPerDay
      ? t('esimFairUse', lang, { amount: esimDataLabel({ dataMb: entry.fairUseMbPerDay }, lang) })
      : '',
    entry.hotspot ? t('esimHotspot', lang) : '',
    entry.voiceMinutes ? t('esimVoice', lang, { minutes: entry.voiceMinutes, sms: entry.sms ?? 0 }) : '',
  ].filter(Boolean);
  return notes.map((note) => `<small>${esc(note)}</small>`).join('');
}

/** `caption` names the table; hidden when the heading above already says it. */
function packageTable(
  links: SiteLinks,
  packages: ConsumerEsimPackage[],
  caption: { text: string; isHidden?: boolean },
): string {
  const lang = links.language;
  const rows = [...packages]
    .sort(byDataThenDays)
    .map(
      (entry) =>
        `<tr data-package="${esc(entry.id)}"><td><strong>${esc(esimDataLabel(entry, lang))}</strong>${packageDetails(entry, lang)}</td><td>${esc(t('esimDaysValue', lang, { n: entry.validityDays }))}</td><td class="sf-esim-price">${esc(formatVnd(entry.price))}</td><td><a class="sf-button" href="${esc(links.href('/esim/order', { package: entry.id }))}" aria-label="${esc(`${t('esimBuy', lang)} ${esimPackageLabel(entry, lang)}`)}">${esc(t('esimBuy', lang))}</a></td></tr>`,
    )
    .join('');
  const captionClass = caption.isHidden ? ' class="sf-visually-hidden"' : '';
  return `<table class="sf-esim-table"><caption${captionClass}>${esc(caption.text)}</caption><thead><tr><th scope="col">${esc(t('esimData', lang))}</th><th scope="col">${esc(t('esimDays', lang))}</th><th scope="col">${esc(t('esimPrice', lang))}</th><th scope="col"><span class="sf-visually-hidden">${esc(t('esimBuy', lang))}</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function destinationPage(links: SiteLinks, packages: ConsumerEsimPackage[], destination: Destination): PageBody {
  const lang = links.language;
  const name = destination.name[lang];
  const own = packages.filter((entry) => entry.destination === destination.code);
  const alsoWorks =
    destination.region === 'MULTI'
      ? []
      : packages.filter((entry) => entry.coverageType !== 'country' && entry.countries.includes(destination.code));
  const heading = t('esimPackagesOf', lang, { destination: name });
  const more = alsoWorks.length
    ? `<section class="sf-card">${packageTable(links, alsoWorks, { text: t('esimAlsoWorks', lang, { destination: name }) })}</section>`
    : '';
  return {
    title: heading,
    description: `${heading} – ${t('esimFrom', lang, { price: formatVnd(destination.from) })}`,
    main: `<p><a href="${esc(links.href('/esim'))}">${esc(t('esimAllDestinations', lang))}</a></p><section class="sf-card"><h1>${esc(heading)}</h1>${packageTable(links, own, { text: heading, isHidden: true })}</section>${more}`,
  };
}

export async function esimCataloguePage(context: PageContext): Promise<PageBody> {
  const { links, query } = context;
  const lang = links.language;
  const packages = await context.esim.packagesOf(context.site).catch(() => undefined);
  if (!packages) return unavailable(lang);
  const destinations = destinationsOf(packages);
  const chosen = destinations.find((destination) => destination.code === query.dest);
  if (chosen) return destinationPage(links, packages, chosen);
  const filter = {
    q: (query.q ?? '').slice(0, 40),
    region: (GROUPS as readonly string[]).includes(query.region ?? '') ? query.region! : '',
  };
  return {
    title: t('esimTitle', lang),
    description: t('esimIntro', lang),
    main: `<section class="sf-card"><h1>${esc(t('esimTitle', lang))}</h1><p>${esc(t('esimIntro', lang))}</p>${filterForm(links, filter)}</section>
<section class="sf-card" id="sf-esim-destinations" data-island="esim">${destinationList(links, destinations, filter)}</section>`,
    data: { page: 'esim', text: islandText(lang, ['esimNoMatch']) },
  };
}

function orderForm(context: PageContext, entry: ConsumerEsimPackage): string {
  const lang = context.links.language;
  const quantities = Array.from({ length: CONSUMER_ESIM_MAX_QUANTITY }, (_, index) => index + 1)
    .map((n) => `<option${n === 1 ? ' selected' : ''}>${n}</option>`)
    .join('');
  return `<form id="sf-esim-order" data-island="esimOrder" novalidate>
<input type="hidden" name="packageId" value="${esc(entry.id)}">
<label class="sf-field sf-count"><span>${esc(t('esimQuantity', lang))}</span><select name="quantity">${quantities}</select></label>
<p class="sf-total">${esc(t('total', lang))}: <strong id="sf-esim-total">${esc(formatVnd(entry.price))}</strong></p>
<fieldset class="sf-pax"><legend>${esc(t('contactTitle', lang))}</legend>
<label class="sf-field"><span>${esc(t('contactName', lang))}</span><input name="contact.name" required maxlength="80" autocomplete="name"></label>
<label class="sf-field"><span>${esc(t('phone', lang))}</span><input name="contact.phone" type="tel" inputmode="tel" required maxlength="20" autocomplete="tel"></label>
<label class="sf-field"><span>${esc(t('email', lang))}</span><input name="contact.email" type="email" required maxlength="120" autocomplete="email" aria-describedby="sf-esim-email-hint"></label>
<small id="sf-esim-email-hint">${esc(t('esimEmailHint', lang))}</small></fieldset>
<div class="sf-hp" aria-hidden="true"><label>${esc(t('honeypot', lang))}<input name="website" tabindex="-1" autocomplete="off"></label></div>
<input type="hidden" name="formToken" value="${esc(context.formToken())}">
<p id="sf-form-status" role="status" class="sf-status"></p><button class="sf-button" type="submit">${esc(t('esimSubmit', lang))}</button></form>`;
}

export async function esimOrderPage(context: PageContext): Promise<PageBody | undefined> {
  const { links } = context;
  const lang = links.language;
  const packages = await context.esim.packagesOf(context.site).catch(() => undefined);
  if (!packages) return unavailable(lang);
  const entry = packages.find((candidate) => candidate.id === context.query.package);
  // A package the vendor does not sell (any more): the site's 404 page.
  if (!entry) return undefined;
  const back = `<p><a href="${esc(links.href('/esim'))}">${esc(t('esimAllDestinations', lang))}</a></p>`;
  const label = esimPackageLabel(entry, lang);
  return {
    title: `${t('esimOrderTitle', lang)} ${label}`,
    main: `${back}<section class="sf-card"><h1>${esc(t('esimOrderTitle', lang))}</h1><div class="sf-chosen"><h2>${esc(label)}</h2>${packageDetails(entry, lang)}<p>${esc(t('esimUnitPrice', lang))}: <strong>${esc(formatVnd(entry.price))}</strong></p></div>${orderForm(context, entry)}</section>`,
    data: {
      page: 'esimOrder',
      unitPrice: entry.price,
      text: islandText(lang, ['total', 'sending', 'esimBooked', 'fixErrors', 'tooMany', 'failed']),
    },
  };
}
