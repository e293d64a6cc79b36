// How a seat reads: its accessible name (number, price, state), a refusal's reason and a choice's outcome, vi and en.
import type { TFunction } from 'i18next';
import type { TBookingSeat } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { SeatChoiceResult, SeatPassenger, SeatRefusal } from './seat-choice';

const enMoney = new Intl.NumberFormat('en-US');

/** A price as the language says it: "150.000 ₫" in Vietnamese, "150,000 VND" in English. */
export const seatPriceText = (amount: number, language: string) =>
  language === 'en' ? `${enMoney.format(amount)} VND` : formatVnd(amount);

/** The airline's zone code in words ("FRONT" → "Hàng đầu"); a zone we do not know is shown as the airline sends it. */
export function seatZoneText(t: TFunction, zone: string): string {
  // A missing key renders empty (SPEC §1), so an unknown zone falls back to its own text.
  return (/^[A-Z_]+$/.test(zone) ? t(`paidSeats.zones.${zone}`) : '') || zone;
}

export type SeatNameParts = {
  seat: TBookingSeat;
  isExit: boolean;
  /** The passenger the form chose it for. */
  chosenFor?: string;
  /** Why the active passenger may not choose it. */
  refusal?: SeatRefusal;
};

type TextContext = { t: TFunction; language: string; nameOf: (paxId: string) => string };

/** "Ghế 12A, trả phí 150.000 ₫, hàng lối thoát hiểm, đã chọn cho NGUYEN VAN DUC". */
export function seatAccessibleName(parts: SeatNameParts, context: TextContext): string {
  const { seat, isExit, chosenFor, refusal } = parts;
  const { t, language } = context;
  const state = seat.paxId ? 'taken' : seat.status.toLowerCase();
  const base = t(`paidSeats.seat.${state}`, { seat: seat.seat, price: seatPriceText(seat.price, language) });
  const extras = [
    seat.zone ? seatZoneText(t, seat.zone) : '',
    isExit ? t('paidSeats.exitRow') : '',
    seat.paxId ? t('paidSeats.currentOf', { name: context.nameOf(seat.paxId) }) : '',
    chosenFor ? t('paidSeats.chosenFor', { name: chosenFor }) : '',
    refusal && refusal.reason !== 'taken' && refusal.reason !== 'blocked' && refusal.reason !== 'companionSeat'
      ? seatRefusalText(refusal, context)
      : '',
  ];
  return [base, ...extras.filter(Boolean)].join(', ');
}

export function seatRefusalText(refusal: SeatRefusal, { t, nameOf }: TextContext): string {
  const name = 'paxId' in refusal ? nameOf(refusal.paxId) : '';
  return t(`paidSeats.refused.${refusal.reason}`, { name });
}

/** What the live message says after a click or Enter on a seat. */
export function seatOutcomeText(
  result: SeatChoiceResult,
  where: { seat: string; passenger: SeatPassenger },
  context: TextContext,
): string {
  if (result.outcome === 'refused') return seatRefusalText(result.refusal, context);
  return context.t(`paidSeats.outcome.${result.outcome}`, {
    seat: result.outcome === 'cleared' ? result.previousSeat : where.seat,
    previous: result.previousSeat,
    name: where.passenger.name,
  });
}
