// How the paid change screens write money: VND with separators, money coming back as such (never a bare minus).
import { formatVnd } from '@portal/domain';
import type { TFunction } from 'i18next';

/** A signed line amount: "1.200.000 ₫" paid, "Hoàn 300.000 ₫" given back. */
export const signedVnd = (t: TFunction, amount: number) =>
  amount < 0 ? t('bookingPaid.money.back', { amount: formatVnd(-amount) }) : formatVnd(amount);

/** The total's label and figure: what the deposit pays, or what comes back. */
export function totalOf(t: TFunction, total: number): { label: string; amount: string } {
  return total < 0
    ? { label: t('bookingPaid.quote.totalReceive'), amount: formatVnd(-total) }
    : { label: t('bookingPaid.quote.totalPay'), amount: formatVnd(total) };
}
