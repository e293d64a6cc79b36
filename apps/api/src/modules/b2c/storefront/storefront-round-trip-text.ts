// The words of the round-trip search, results and passenger form (decision 145), joined to storefront-text.ts.
export const ROUND_TRIP_TEXT = {
  tripType: { vi: 'Loại hành trình', en: 'Trip type' },
  oneWay: { vi: 'Một chiều', en: 'One way' },
  roundTrip: { vi: 'Khứ hồi', en: 'Round trip' },
  returnDate: { vi: 'Ngày về', en: 'Return date' },
  chooseOutbound: { vi: 'Chọn chuyến đi', en: 'Choose your outbound flight' },
  chooseReturn: { vi: 'Chọn chuyến về', en: 'Choose your return flight' },
  outbound: { vi: 'Chuyến đi', en: 'Outbound' },
  inbound: { vi: 'Chuyến về', en: 'Return' },
  changeOutbound: { vi: 'Đổi chuyến đi', en: 'Change outbound flight' },
  roundTripTotal: { vi: 'Tổng khứ hồi', en: 'Round-trip total' },
  noReturnWith: {
    vi: 'Không có chuyến về đặt chung được với chuyến đi này. Vui lòng chọn chuyến đi khác.',
    en: 'No return flight can be booked with this outbound flight. Please choose another one.',
  },
  returnBeforeDepart: {
    vi: 'Ngày về phải cùng ngày hoặc sau ngày đi. Vui lòng chọn lại ngày.',
    en: 'The return date must be on or after the departure date. Please choose the dates again.',
  },
} as const;
