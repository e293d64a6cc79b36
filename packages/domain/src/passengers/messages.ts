// Vietnamese and English texts of every passenger-form issue, keyed like the web translations (passengerForm.errors.*).

export const PASSENGER_FORM_MESSAGES = {
  invalidPassengerCounts: { vi: 'Số lượng hành khách không hợp lệ', en: 'The passenger counts are not valid' },
  missingPassenger: { vi: 'Thiếu thông tin hành khách {paxId}', en: 'Passenger {paxId} is missing' },
  unknownPassenger: {
    vi: 'Hành khách không có trong yêu cầu tìm chuyến',
    en: 'This passenger is not part of the search',
  },
  duplicatePassenger: { vi: 'Hành khách bị nhập trùng', en: 'This passenger is entered twice' },
  typeMismatch: { vi: 'Loại hành khách không khớp với mã {paxId}', en: 'The passenger type does not match {paxId}' },
  required: { vi: 'Vui lòng nhập thông tin này', en: 'This field is required' },
  titleNotForType: {
    vi: 'Danh xưng không phù hợp với loại hành khách',
    en: 'This title does not fit the passenger type',
  },
  invalidName: { vi: 'Chỉ được nhập chữ cái và khoảng trắng', en: 'Only letters and spaces are allowed' },
  notLatinName: {
    vi: 'Tên phải viết bằng chữ cái Latinh (có thể có dấu tiếng Việt)',
    en: 'Use Latin letters (Vietnamese accents are fine)',
  },
  nameTooLong: { vi: 'Tối đa {max} ký tự', en: 'At most {max} characters' },
  fullNameTooLong: {
    vi: 'Họ và tên cộng lại tối đa {max} ký tự',
    en: 'Last and first name together at most {max} characters',
  },
  duplicateName: {
    vi: 'Trùng họ tên với hành khách khác trong đặt chỗ',
    en: 'Another passenger of the booking has the same name',
  },
  invalidDate: { vi: 'Ngày không hợp lệ (dd/MM/yyyy)', en: 'Not a valid date (dd/MM/yyyy)' },
  birthDateOutOfRange: {
    vi: 'Ngày sinh phải từ năm 1900 đến hôm nay',
    en: 'The birth date must be between 1900 and today',
  },
  adultTooYoung: {
    vi: 'Người lớn phải từ {age} tuổi trở lên vào ngày bay cuối',
    en: 'An adult must be {age} or older on the last flight date',
  },
  childTooYoung: {
    vi: 'Trẻ em phải từ 2 tuổi vào ngày bay cuối (dưới 2 tuổi là em bé)',
    en: 'A child must be 2 or older on the last flight date (younger is an infant)',
  },
  childTooOld: {
    vi: 'Trẻ em phải dưới 12 tuổi vào ngày bay cuối',
    en: 'A child must be under 12 on the last flight date',
  },
  infantTooOld: {
    vi: 'Em bé phải dưới 2 tuổi vào ngày bay cuối',
    en: 'An infant must be under 2 on the last flight date',
  },
  bornAfterFirstFlight: { vi: 'Ngày sinh sau ngày khởi hành', en: 'The birth date is after the first flight' },
  infantParentRequired: { vi: 'Chọn người lớn đi cùng em bé', en: 'Choose the adult the infant travels with' },
  infantParentNotAdult: {
    vi: 'Người đi cùng em bé phải là một hành khách người lớn',
    en: 'The infant must travel with an adult passenger',
  },
  infantParentTaken: { vi: 'Mỗi người lớn chỉ đi cùng một em bé', en: 'Each adult may travel with one infant only' },
  parentOnlyForInfant: { vi: 'Chỉ em bé mới có người đi cùng', en: 'Only an infant has an accompanying adult' },
  loyaltyAirlineNotOnItinerary: {
    vi: 'Hãng {airline} không khai thác hành trình này',
    en: 'Airline {airline} is not on this itinerary',
  },
  loyaltyDuplicateAirline: { vi: 'Mỗi hãng chỉ nhập một số thẻ hội viên', en: 'One membership number per airline' },
  loyaltyNumberInvalid: { vi: 'Số thẻ {programme} không đúng định dạng', en: 'Not a valid {programme} number' },
  passportNumberInvalid: { vi: 'Số hộ chiếu không hợp lệ', en: 'Not a valid passport number' },
  unknownCountry: {
    vi: 'Mã quốc gia không hợp lệ (ISO 3 chữ cái, ví dụ VNM)',
    en: 'Unknown country code (ISO 3 letters, e.g. VNM)',
  },
  issueDateInFuture: { vi: 'Ngày cấp không được sau hôm nay', en: 'The issue date cannot be after today' },
  issuedBeforeBirth: { vi: 'Ngày cấp trước ngày sinh', en: 'The issue date is before the birth date' },
  expiresBeforeTrip: {
    vi: 'Hộ chiếu hết hạn trước hoặc vào ngày bay cuối ({date})',
    en: 'The passport expires on or before the last flight date ({date})',
  },
  passportExpiresSoon: {
    vi: 'Hộ chiếu còn hạn dưới {months} tháng sau ngày bay cuối ({date}); nhiều hãng và quốc gia sẽ từ chối',
    en: 'The passport expires less than {months} months after the last flight ({date}); many airlines and countries refuse it',
  },
  tooLong: { vi: 'Tối đa {max} ký tự', en: 'At most {max} characters' },
  invalidPhone: { vi: 'Số di động Việt Nam không hợp lệ', en: 'Not a valid Vietnamese mobile number' },
  invalidEmail: { vi: 'Email không hợp lệ', en: 'Not a valid email address' },
} as const satisfies Record<string, { vi: string; en: string }>;

export type PassengerIssueCode = keyof typeof PASSENGER_FORM_MESSAGES;
export type PassengerIssueParams = Readonly<Record<string, string | number>>;

/** The text of an issue in a language, its {placeholders} filled from the params. */
export function passengerIssueText(
  code: PassengerIssueCode,
  language: 'vi' | 'en',
  params: PassengerIssueParams = {},
): string {
  return PASSENGER_FORM_MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
