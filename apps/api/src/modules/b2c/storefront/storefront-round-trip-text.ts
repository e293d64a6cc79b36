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
  outboundTotal: { vi: 'Tổng chiều đi', en: 'Outbound total' },
  roundTripTotal: { vi: 'Tổng khứ hồi', en: 'Round-trip total' },
  noReturnWith: {
    vi: 'Không có chuyến về đặt chung được với chuyến đi này. Vui lòng chọn chuyến đi khác.',
    en: 'No return flight can be booked with this outbound flight. Please choose another one.',
  },
  returnDateInvalid: {
    vi: 'Ngày về không hợp lệ: phải cùng ngày hoặc sau ngày đi, trong vòng một năm. Vui lòng chọn lại ngày.',
    en: 'The return date is not valid: on or after the departure date, within a year. Please choose the dates again.',
  },
} as const;
