// How an eSIM order's lines read to people: "Nhật Bản · 5 GB · 7 ngày × 2" (English: "Japan · 5 GB · 7 days × 2"), in
// the list, its export, the activation mail and the deposit statement.
import type { TEsimOrderLine } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';

type LineProduct = Pick<TEsimOrderLine['product'], 'destinationVi' | 'destinationEn' | 'dataMb' | 'validityDays'>;

const UNLIMITED = { vi: 'Không giới hạn', en: 'Unlimited' } as const;

/** 500 → "500 MB", 5120 → "5 GB", 1536 → "1,5 GB" (vi) or "1.5 GB" (en); null → unlimited. */
export function dataAmountText(dataMb: number | null, language: Language): string {
  if (dataMb === null) return UNLIMITED[language];
  if (dataMb < 1024) return `${dataMb} MB`;
  const gb = Math.round((dataMb / 1024) * 10) / 10;
  const text = Number.isInteger(gb) ? String(gb) : gb.toFixed(1);
  return `${language === 'vi' ? text.replace('.', ',') : text} GB`;
}

export function validityText(days: number, language: Language): string {
  if (language === 'vi') return `${days} ngày`;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "Nhật Bản · 5 GB · 7 ngày": one package as it is named to people. */
export function packageText(product: LineProduct, language: Language): string {
  const destination = language === 'vi' ? product.destinationVi : product.destinationEn;
  return [destination, dataAmountText(product.dataMb, language), validityText(product.validityDays, language)].join(
    ' · ',
  );
}

/** "Nhật Bản · 5 GB · 7 ngày × 2": one line of an order. */
export function lineText(line: Pick<TEsimOrderLine, 'product' | 'quantity'>, language: Language): string {
  return `${packageText(line.product, language)} × ${line.quantity}`;
}

/** Every line of an order, in order. */
export function orderLineTexts(
  lines: readonly Pick<TEsimOrderLine, 'product' | 'quantity'>[],
  language: Language,
): string[] {
  return lines.map((line) => lineText(line, language));
}
