// Fare-rule text per airline and fare class (changes, refunds, baggage, no-show) in Vietnamese and English.
import type { TBookingSystem, TSupplierFareRulesResponse } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { baggageText } from './baggage.js';
import { findFareClass, type TFareFamily, type TFees } from './families.js';
import { sellsAirline } from './systems.js';

type TText = { vi: string; en: string };

const money = (amount: number) => formatVnd(amount);

function feeText(fees: readonly [number, number], isForeign: boolean): TText {
  const [domestic, international] = fees;
  if (isForeign) return { vi: money(international), en: `${money(international)}` };
  return {
    vi: `nội địa ${money(domestic)}, quốc tế ${money(international)}`,
    en: `domestic ${money(domestic)}, international ${money(international)}`,
  };
}

function isFree(fees: TFees): boolean {
  return fees !== null && fees[0] === 0 && fees[1] === 0;
}

function changesText(family: TFareFamily, isForeign: boolean): TText {
  if (family.changeFee === null)
    return {
      vi: 'Không được đổi chuyến bay, ngày bay, hành trình hay tên hành khách.',
      en: 'No changes of flight, date, route or passenger name.',
    };
  if (isFree(family.changeFee)) {
    return {
      vi: 'Miễn phí đổi chuyến bay, ngày bay, hành trình trước giờ khởi hành ít nhất 3 tiếng; thu chênh lệch giá vé (nếu có).',
      en: 'Free changes of flight, date or route up to 3 hours before departure; any fare difference is collected.',
    };
  }
  const fee = feeText(family.changeFee, isForeign);
  return {
    vi: `Được đổi chuyến bay, ngày bay, hành trình trước giờ khởi hành ít nhất 3 tiếng. Phí đổi mỗi khách mỗi chặng: ${fee.vi}, cộng chênh lệch giá vé (nếu có).`,
    en: `Changes of flight, date or route allowed up to 3 hours before departure. Change fee per passenger and segment: ${fee.en}, plus any fare difference.`,
  };
}

function refundsText(family: TFareFamily, isForeign: boolean): TText {
  if (family.refundFee === null)
    return {
      vi: 'Không hoàn vé. Thuế và phí sân bay chưa sử dụng được hoàn theo quy định.',
      en: 'Non-refundable. Unused airport taxes and charges are refunded as the rules allow.',
    };
  if (isFree(family.refundFee))
    return { vi: 'Hoàn vé miễn phí trước giờ khởi hành.', en: 'Refundable free of charge before departure.' };
  const fee = feeText(family.refundFee, isForeign);
  return {
    vi: `Được hoàn vé trước giờ khởi hành. Phí hoàn mỗi khách mỗi chặng: ${fee.vi}.`,
    en: `Refundable before departure. Refund fee per passenger and segment: ${fee.en}.`,
  };
}

function noShowText(family: TFareFamily, isForeign: boolean): TText {
  const [domestic, international] = family.noShowFee;
  if (family.changeFee === null && family.refundFee === null) {
    return {
      vi: 'Vắng mặt (no-show): vé hết giá trị, không hoàn, không đổi.',
      en: 'No-show: the ticket loses its value; no refund, no change.',
    };
  }
  if (domestic === 0 && international === 0) {
    return {
      vi: 'Vắng mặt (no-show): không thu thêm phí ngoài điều kiện đổi, hoàn của vé.',
      en: 'No-show: no extra charge beyond the change and refund conditions of the fare.',
    };
  }
  const fee = feeText(family.noShowFee, isForeign);
  return {
    vi: `Vắng mặt (no-show): thu thêm ${fee.vi} mỗi khách, cộng phí đổi hoặc hoàn.`,
    en: `No-show: an extra ${fee.en} per passenger on top of the change or refund fee.`,
  };
}

/** The rules of an airline's fare class as a system answers them, or undefined when the system does not sell it. */
export function fareRules(
  system: TBookingSystem,
  airline: string,
  fareClass: string,
): TSupplierFareRulesResponse | undefined {
  const airlineCode = airline.trim().toUpperCase();
  if (!sellsAirline(system, airlineCode)) return undefined;
  const found = findFareClass(airlineCode, fareClass);
  if (!found) return undefined;
  const { family, bookingClass } = found;
  const isForeign = !['VN', 'VJ', 'QH', 'VU'].includes(airlineCode);
  const baggage = baggageText(family);
  return {
    airline: airlineCode,
    fareClass: bookingClass.code,
    sections: [
      {
        title: { vi: 'Hạng vé', en: 'Fare' },
        text: {
          vi: `${family.fareFamily} (hạng đặt chỗ ${bookingClass.code})`,
          en: `${family.fareFamily} (booking class ${bookingClass.code})`,
        },
      },
      { title: { vi: 'Đổi vé', en: 'Changes' }, text: changesText(family, isForeign) },
      { title: { vi: 'Hoàn vé', en: 'Refunds' }, text: refundsText(family, isForeign) },
      {
        title: { vi: 'Hành lý', en: 'Baggage' },
        text: { vi: `Hành lý: ${baggage.vi}.`, en: `Baggage: ${baggage.en}.` },
      },
      { title: { vi: 'Vắng mặt', en: 'No-show' }, text: noShowText(family, isForeign) },
    ],
  };
}
