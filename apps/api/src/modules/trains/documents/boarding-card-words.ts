// The train boarding card's words in Vietnamese and English (PDF and mail): labels, passenger types, seat types, berths.
import type { TTrainPassengerType, TTrainSeatType } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';

export type BoardingCardWords = {
  title: string;
  documentTitle: string;
  mailSubject: string;
  mailIntro: string;
  mailAttached: string;
  agencyPhone: string;
  agencyAddress: string;
  passenger: string;
  idNumber: string;
  passengerType: string;
  train: string;
  journey: string;
  departure: string;
  carriage: string;
  seat: string;
  seatType: string;
  price: string;
  ticketNumber: string;
  bookingCode: string;
  infants: string;
  boardingCode: string;
  footer: string;
  passengerTypes: Record<TTrainPassengerType, string>;
  seatTypes: Record<TTrainSeatType, string>;
  /** "Giường 12 · khoang 3 · tầng 1" for a berth, "Ghế 12" for a seat. */
  place: (place: { seatNumber: string; compartment: number | null; tier: number | null }) => string;
  infant: (fullName: string, birthDate: string) => string;
};

export const BOARDING_CARD_WORDS: Record<Language, BoardingCardWords> = {
  vi: {
    title: 'THẺ LÊN TÀU HỎA',
    documentTitle: 'Thẻ lên tàu hỏa',
    mailSubject: 'Thẻ lên tàu hỏa',
    mailIntro: 'Kính gửi quý khách, thẻ lên tàu của đặt chỗ',
    mailAttached:
      'Thẻ lên tàu (PDF, in trên khổ A4) được đính kèm thư này. Vui lòng mang theo giấy tờ tùy thân khi lên tàu.',
    agencyPhone: 'Điện thoại',
    agencyAddress: 'Địa chỉ',
    passenger: 'Hành khách',
    idNumber: 'Số giấy tờ',
    passengerType: 'Đối tượng',
    train: 'Tàu',
    journey: 'Hành trình',
    departure: 'Khởi hành',
    carriage: 'Toa',
    seat: 'Chỗ',
    seatType: 'Loại chỗ',
    price: 'Giá vé (gồm bảo hiểm)',
    ticketNumber: 'Số vé',
    bookingCode: 'Mã đặt chỗ',
    infants: 'Trẻ em đi kèm',
    boardingCode: 'Mã lên tàu',
    footer: 'Xuất trình thẻ này cùng giấy tờ tùy thân khi lên tàu.',
    passengerTypes: {
      1: 'Người lớn',
      2: 'Trẻ em (6 đến dưới 10 tuổi)',
      12: 'Sinh viên',
      13: 'Người cao tuổi',
      6: 'Người lớn nước ngoài',
      7: 'Trẻ em nước ngoài',
    },
    seatTypes: {
      GP: 'Ghế phụ',
      NGC: 'Ngồi cứng',
      NGM: 'Ngồi mềm điều hòa',
      NAC: 'Nằm khoang 6 điều hòa',
      NAM: 'Nằm khoang 4 điều hòa',
    },
    place: ({ seatNumber, compartment, tier }) =>
      tier === null
        ? `Ghế ${seatNumber}`
        : [`Giường ${seatNumber}`, compartment === null ? null : `khoang ${compartment}`, `tầng ${tier}`]
            .filter(Boolean)
            .join(' · '),
    infant: (fullName, birthDate) => `${fullName} (sinh ${birthDate})`,
  },
  en: {
    title: 'TRAIN BOARDING CARD',
    documentTitle: 'Train boarding card',
    mailSubject: 'Train boarding cards',
    mailIntro: 'Dear customer, the boarding cards of booking',
    mailAttached:
      'The boarding cards (PDF, to print on A4) are attached to this email. Please carry your ID when boarding.',
    agencyPhone: 'Phone',
    agencyAddress: 'Address',
    passenger: 'Passenger',
    idNumber: 'ID number',
    passengerType: 'Passenger type',
    train: 'Train',
    journey: 'Journey',
    departure: 'Departure',
    carriage: 'Carriage',
    seat: 'Seat',
    seatType: 'Seat type',
    price: 'Price (insurance included)',
    ticketNumber: 'Ticket number',
    bookingCode: 'Booking code',
    infants: 'Infants travelling on it',
    boardingCode: 'Boarding code',
    footer: 'Show this card with your ID when boarding.',
    passengerTypes: {
      1: 'Adult',
      2: 'Child (6 to under 10)',
      12: 'Student',
      13: 'Senior',
      6: 'Foreign adult',
      7: 'Foreign child',
    },
    seatTypes: {
      GP: 'Extra seat',
      NGC: 'Hard seat',
      NGM: 'Soft seat, air-conditioned',
      NAC: '6-berth compartment, air-conditioned',
      NAM: '4-berth compartment, air-conditioned',
    },
    place: ({ seatNumber, compartment, tier }) =>
      tier === null
        ? `Seat ${seatNumber}`
        : [
            `Berth ${seatNumber}`,
            compartment === null ? null : `compartment ${compartment}`,
            `tier ${tier}${tier === 1 ? ' (lower)' : ''}`,
          ]
            .filter(Boolean)
            .join(' · '),
    infant: (fullName, birthDate) => `${fullName} (born ${birthDate})`,
  },
};
