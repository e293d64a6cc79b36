// How an eSIM package reads on screen: its destination in the UI language, its data ("5 GB", "Không giới hạn" with the
// fair-use line), its validity ("7 ngày"), and a one-line title ("Nhật Bản · 5 GB · 7 ngày").
import type { TFunction } from 'i18next';
import type { TEsimProduct } from '@portal/contracts';

export type EsimLanguage = 'vi' | 'en';
export const esimLanguageOf = (language: string | undefined): EsimLanguage => (language === 'en' ? 'en' : 'vi');

type Named = Pick<TEsimProduct, 'destinationVi' | 'destinationEn'>;
type Sized = Pick<TEsimProduct, 'dataMb' | 'fairUseMbPerDay' | 'validityDays'>;

export const destinationOf = (product: Named, language: EsimLanguage) =>
  language === 'en' ? product.destinationEn : product.destinationVi;

/** MB as "500 MB", "5 GB" or "1,5 GB" (a decimal comma in Vietnamese). */
export function megabytesText(mb: number, language: EsimLanguage): string {
  if (mb < 1024) return `${mb} MB`;
  const gb = Math.round((mb / 1024) * 10) / 10;
  return `${gb.toLocaleString(language === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 })} GB`;
}

export function dataText(t: TFunction, product: Pick<TEsimProduct, 'dataMb'>, language: EsimLanguage): string {
  return product.dataMb === null ? t('esim.data.unlimited') : megabytesText(product.dataMb, language);
}

/** The fair-use line of an unlimited package ("2 GB/ngày tốc độ cao, sau đó 512 kbps"), else null. */
export function fairUseText(t: TFunction, product: Sized, language: EsimLanguage): string | null {
  if (product.dataMb !== null || product.fairUseMbPerDay === null) return null;
  return t('esim.data.fairUse', { amount: megabytesText(product.fairUseMbPerDay, language) });
}

export const validityText = (t: TFunction, days: number) => t('esim.validity', { count: days });

export const productTitle = (t: TFunction, product: Named & Sized, language: EsimLanguage) =>
  `${destinationOf(product, language)} · ${dataText(t, product, language)} · ${validityText(t, product.validityDays)}`;

/** A translated list (install steps, notes); empty when the key is missing. */
export function textList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
