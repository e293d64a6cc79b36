// The catalogue's search, filters and sort: destinations found in Vietnamese or English with or without accents (and
// a region package by a country it covers), the region, data, days and price bands, and each sort.
import { describe, expect, it } from 'vitest';
import {
  filterCatalogue,
  indexCatalogue,
  NO_CRITERIA,
  sortCatalogue,
  type CatalogueCriteria,
} from '../src/lib/esim/catalogue-filter';
import { CATALOGUE, product } from './esim-fixtures';

const sorted = sortCatalogue(indexCatalogue(CATALOGUE), 'price', 'vi');
const ids = (criteria: Partial<CatalogueCriteria>) =>
  filterCatalogue(sorted, { ...NO_CRITERIA, ...criteria }).map((item) => item.id);

describe('the eSIM catalogue search', () => {
  it.each(['nhat ban', 'Nhật', 'NHẬT BẢN', 'japan', 'JAP', '  nhat  '])('finds Japan by "%s"', (query) => {
    expect(ids({ query })).toEqual(['jp-5gb-7d']);
  });

  it('finds Korea by "han quoc" and "korea", and a region package by a country it covers', () => {
    expect(ids({ query: 'han quoc' })).toEqual(['kr-unl-10d']);
    expect(ids({ query: 'korea' })).toEqual(['kr-unl-10d']);
    expect(ids({ query: 'phap' })).toEqual(['eu-20gb-30d']);
    expect(ids({ query: 'germany' })).toEqual(['eu-20gb-30d']);
    expect(ids({ query: 'chau au' })).toEqual(['eu-20gb-30d']);
  });

  it('finds nothing for an unknown destination and everything for an empty query', () => {
    expect(ids({ query: 'atlantis' })).toEqual([]);
    expect(ids({ query: '' })).toHaveLength(4);
  });
});

describe('the eSIM catalogue filters', () => {
  it('keeps a region', () => {
    expect(ids({ region: 'EUROPE' })).toEqual(['eu-20gb-30d']);
    expect(ids({ region: 'ASIA' })).toEqual(['th-1gb-3d', 'jp-5gb-7d', 'kr-unl-10d']);
  });

  it('keeps a data band (≤3 GB, 3–10, >10, unlimited) with its bounds', () => {
    expect(ids({ data: 'upTo3' })).toEqual(['th-1gb-3d']);
    expect(ids({ data: 'from3To10' })).toEqual(['jp-5gb-7d']);
    expect(ids({ data: 'over10' })).toEqual(['eu-20gb-30d']);
    expect(ids({ data: 'unlimited' })).toEqual(['kr-unl-10d']);
    const edges = sortCatalogue(
      indexCatalogue([product({ id: 'three', dataMb: 3072 }), product({ id: 'ten', dataMb: 10_240 })]),
      'price',
      'vi',
    );
    expect(filterCatalogue(edges, { ...NO_CRITERIA, data: 'upTo3' }).map((item) => item.id)).toEqual(['three']);
    expect(filterCatalogue(edges, { ...NO_CRITERIA, data: 'from3To10' }).map((item) => item.id)).toEqual(['ten']);
  });

  it('keeps a days band (1–7, 8–15, 16–30)', () => {
    expect(ids({ days: 'upTo7' })).toEqual(['th-1gb-3d', 'jp-5gb-7d']);
    expect(ids({ days: 'from8To15' })).toEqual(['kr-unl-10d']);
    expect(ids({ days: 'from16To30' })).toEqual(['eu-20gb-30d']);
  });

  it('keeps a price range (inclusive), and combines the filters with the search', () => {
    expect(ids({ priceMin: 250_000, priceMax: 400_000 })).toEqual(['jp-5gb-7d', 'kr-unl-10d']);
    expect(ids({ priceMax: 89_999 })).toEqual([]);
    expect(ids({ region: 'ASIA', days: 'upTo7', query: 'thai' })).toEqual(['th-1gb-3d']);
  });
});

describe('the eSIM catalogue sort', () => {
  const order = (sort: 'price' | 'data' | 'days' | 'name', language: 'vi' | 'en' = 'vi') =>
    filterCatalogue(sortCatalogue(indexCatalogue(CATALOGUE), sort, language), NO_CRITERIA).map((item) => item.id);

  it('sorts by price, data (unlimited last), days and destination name in the language shown', () => {
    expect(order('price')).toEqual(['th-1gb-3d', 'jp-5gb-7d', 'kr-unl-10d', 'eu-20gb-30d']);
    expect(order('data')).toEqual(['th-1gb-3d', 'jp-5gb-7d', 'eu-20gb-30d', 'kr-unl-10d']);
    expect(order('days')).toEqual(['th-1gb-3d', 'jp-5gb-7d', 'kr-unl-10d', 'eu-20gb-30d']);
    expect(order('name', 'vi')).toEqual(['eu-20gb-30d', 'kr-unl-10d', 'jp-5gb-7d', 'th-1gb-3d']);
    expect(order('name', 'en')).toEqual(['eu-20gb-30d', 'jp-5gb-7d', 'kr-unl-10d', 'th-1gb-3d']);
  });

  it('finds in 2,000 packages exactly those whose destination holds the typed letters (speed: npm run bench:esim-catalogue)', () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      product({
        id: `p-${index}`,
        unitPrice: 50_000 + index,
        destinationVi: `Điểm ${index}`,
        destinationEn: `Place ${index}`,
      }),
    );
    const index = sortCatalogue(indexCatalogue(many), 'price', 'vi');
    const found = (query: string) => filterCatalogue(index, { ...NO_CRITERIA, query }).map((entry) => entry.id);
    expect(found('diem 1999')).toEqual(['p-1999']);
    // Substrings anywhere in the name, in price order: 199, 1199 and 1990–1999.
    const withDigits = Array.from({ length: 2000 }, (_, n) => n).filter((n) => String(n).includes('199'));
    expect(found('PLACE 199')).toEqual(withDigits.map((n) => `p-${n}`));
    expect(withDigits).toHaveLength(12);
    expect(found('điểm')).toHaveLength(2000);
    expect(found('xyz')).toEqual([]);
  });
});
