// The catalogue's search, filters and sort, built to stay under a frame with thousands of packages: each package's
// search key (its destination and covered countries in Vietnamese and English, accents folded) is computed once, the
// sort once per sort choice, and a keystroke costs one pass of substring tests over the sorted list.
import type { TEsimProduct, TEsimRegion } from '@portal/contracts';
import { ESIM_COUNTRY_BY_CODE } from '@portal/contracts';
import { foldVietnamese } from '../text-search';
import { destinationOf, type EsimLanguage } from './esim-format';

export const DATA_BANDS = ['upTo3', 'from3To10', 'over10', 'unlimited'] as const;
export const DAY_BANDS = ['upTo7', 'from8To15', 'from16To30'] as const;
export const CATALOGUE_SORTS = ['price', 'data', 'days', 'name'] as const;

export type DataBand = (typeof DATA_BANDS)[number];
export type DayBand = (typeof DAY_BANDS)[number];
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export type CatalogueCriteria = {
  query: string;
  region: TEsimRegion | '';
  data: DataBand | '';
  days: DayBand | '';
  /** Whole VND, inclusive; null: no bound. */
  priceMin: number | null;
  priceMax: number | null;
};

export const NO_CRITERIA: CatalogueCriteria = {
  query: '',
  region: '',
  data: '',
  days: '',
  priceMin: null,
  priceMax: null,
};

export type CatalogueEntry = { product: TEsimProduct; key: string };

const GB = 1024;

/** Once per catalogue: each package with its folded search key. */
export function indexCatalogue(products: readonly TEsimProduct[]): CatalogueEntry[] {
  return products.map((product) => {
    const countries = product.coverage.countries.flatMap((code) => {
      const country = ESIM_COUNTRY_BY_CODE.get(code);
      return country ? [country.vi, country.en, code] : [code];
    });
    const words = [product.destinationVi, product.destinationEn, product.name, ...countries];
    return { product, key: foldVietnamese(words.join(' | ')) };
  });
}

/** Unlimited data sorts above every finite amount. */
const dataRank = (product: TEsimProduct) => product.dataMb ?? Number.MAX_SAFE_INTEGER;

/** Once per sort choice (and language, for names): ascending, ties by price then id so the order is stable. */
export function sortCatalogue(entries: readonly CatalogueEntry[], sort: CatalogueSort, language: EsimLanguage) {
  const collator = new Intl.Collator(language === 'en' ? 'en' : 'vi');
  const primary: Record<CatalogueSort, (a: TEsimProduct, b: TEsimProduct) => number> = {
    price: (a, b) => a.unitPrice - b.unitPrice,
    data: (a, b) => dataRank(a) - dataRank(b),
    days: (a, b) => a.validityDays - b.validityDays,
    name: (a, b) => collator.compare(destinationOf(a, language), destinationOf(b, language)),
  };
  const compare = primary[sort];
  return [...entries].sort(
    (a, b) =>
      compare(a.product, b.product) ||
      a.product.unitPrice - b.product.unitPrice ||
      (a.product.id < b.product.id ? -1 : 1),
  );
}

function inDataBand(dataMb: number | null, band: DataBand | ''): boolean {
  if (band === '') return true;
  if (band === 'unlimited' || dataMb === null) return band === 'unlimited' && dataMb === null;
  if (band === 'upTo3') return dataMb <= 3 * GB;
  if (band === 'from3To10') return dataMb > 3 * GB && dataMb <= 10 * GB;
  return dataMb > 10 * GB;
}

const DAY_RANGES: Record<DayBand, [number, number]> = { upTo7: [1, 7], from8To15: [8, 15], from16To30: [16, 30] };

function inDayBand(days: number, band: DayBand | ''): boolean {
  if (band === '') return true;
  const [from, to] = DAY_RANGES[band];
  return days >= from && days <= to;
}

/** One pass over the (sorted) entries; every word typed must appear in the key. */
export function filterCatalogue(entries: readonly CatalogueEntry[], criteria: CatalogueCriteria): TEsimProduct[] {
  const words = foldVietnamese(criteria.query).split(/\s+/).filter(Boolean);
  const { region, data, days, priceMin, priceMax } = criteria;
  const result: TEsimProduct[] = [];
  for (const { product, key } of entries) {
    if (region !== '' && product.coverage.region !== region) continue;
    if (!inDataBand(product.dataMb, data) || !inDayBand(product.validityDays, days)) continue;
    if ((priceMin !== null && product.unitPrice < priceMin) || (priceMax !== null && product.unitPrice > priceMax))
      continue;
    if (words.every((word) => key.includes(word))) result.push(product);
  }
  return result;
}
