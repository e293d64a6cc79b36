// Server messages in Vietnamese and English, chosen by the request's X-Language.
export type Language = 'vi' | 'en';

const MESSAGES = {
  validation: { vi: 'Dữ liệu không hợp lệ: {fields}', en: 'Invalid input: {fields}' },
  invalidCharacter: { vi: 'Trường {field} chứa ký tự không hợp lệ', en: 'The field {field} contains an invalid character' },
  noBookingSystem: { vi: 'Đại lý chưa được mở hệ thống đặt chỗ nào cho yêu cầu này', en: 'No booking system is available to this agency for this request' },
  supplierUnavailable: { vi: 'Hệ thống của hãng không phản hồi, vui lòng thử lại', en: 'The booking system did not answer, please try again' },
  invalidJson: { vi: 'Nội dung gửi lên không phải JSON hợp lệ', en: 'The request body is not valid JSON' },
  payloadTooLarge: { vi: 'Nội dung gửi lên quá lớn', en: 'The request body is too large' },
  unsupportedMediaType: { vi: 'Chỉ chấp nhận nội dung JSON', en: 'Only JSON bodies are accepted' },
  unauthenticated: { vi: 'Vui lòng đăng nhập', en: 'Please sign in' },
  accessTokenExpired: { vi: 'Phiên đăng nhập đã hết hạn', en: 'The access token has expired' },
  invalidCredentials: { vi: 'Tên đăng nhập hoặc mật khẩu không đúng', en: 'Wrong username or password' },
  tooManyAttempts: {
    vi: 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau {minutes} phút',
    en: 'Too many failed attempts. Please try again in {minutes} minutes',
  },
  accountLocked: { vi: 'Tài khoản hoặc đại lý đang bị khóa', en: 'This account or its agency is locked' },
  refreshTokenInvalid: { vi: 'Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại', en: 'Your session has ended, please sign in again' },
  passwordChangeRequired: { vi: 'Bạn cần đổi mật khẩu trước khi tiếp tục', en: 'You must change your password first' },
  wrongCurrentPassword: { vi: 'Mật khẩu hiện tại không đúng', en: 'The current password is wrong' },
  weakPassword: { vi: 'Mật khẩu mới chưa đạt yêu cầu: {problems}', en: 'The new password is not strong enough: {problems}' },
  samePassword: { vi: 'Mật khẩu mới phải khác mật khẩu hiện tại', en: 'The new password must differ from the current one' },
  invalidResetCode: { vi: 'Mã xác thực không đúng hoặc đã hết hạn', en: 'The verification code is wrong or has expired' },
  clockSkew: { vi: 'Đồng hồ máy tính của bạn lệch so với máy chủ', en: 'Your computer clock differs from the server clock' },
  forbidden: { vi: 'Bạn không có quyền thực hiện thao tác này', en: 'You are not allowed to do this' },
  notFound: { vi: 'Không tìm thấy dữ liệu', en: 'Not found' },
  routeNotFound: { vi: 'Không có chức năng này', en: 'No such endpoint' },
  insufficientFunds: {
    vi: 'Số dư ký quỹ không đủ: có thể dùng {spendable}, cần {requested}',
    en: 'Insufficient deposit: {spendable} can be spent, {requested} requested',
  },
  idempotencyKeyReused: { vi: 'Mã giao dịch {key} đã được dùng cho một yêu cầu khác', en: 'The idempotency key {key} was already used for a different request' },
  reservationSettled: { vi: 'Khoản tạm giữ đã được {status}, không thể thực hiện thao tác này', en: 'The reservation is already {status}; this action is not possible' },
  creditExceedsSale: { vi: 'Số tiền hoàn vượt quá số tiền còn lại của giao dịch gốc ({remaining})', en: 'The credit exceeds what remains of the original transaction ({remaining})' },
  internal: { vi: 'Hệ thống đang gặp sự cố, vui lòng thử lại sau', en: 'Something went wrong, please try again later' },
  resetEmailSubject: { vi: 'Mã xác thực đặt lại mật khẩu', en: 'Your password reset code' },
  resetEmailBody: {
    vi: 'Mã xác thực của bạn là {code}. Mã có hiệu lực trong {minutes} phút.',
    en: 'Your verification code is {code}. It is valid for {minutes} minutes.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

const PASSWORD_PROBLEM_TEXT: Record<string, Record<Language, string>> = {
  tooShort: { vi: 'ít nhất 8 ký tự', en: 'at least 8 characters' },
  invalidCharacters: { vi: 'chỉ gồm chữ, số hoặc !@#$%^&*', en: 'only letters, digits or !@#$%^&*' },
  missingUppercase: { vi: 'một chữ in hoa', en: 'one uppercase letter' },
  missingDigit: { vi: 'một chữ số', en: 'one digit' },
  missingSpecial: { vi: 'một ký tự đặc biệt (!@#$%^&*)', en: 'one special character (!@#$%^&*)' },
};

export function describePasswordProblems(problems: readonly string[], language: Language): string {
  return problems.map((problem) => PASSWORD_PROBLEM_TEXT[problem]?.[language] ?? problem).join(', ');
}

export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

export function pickLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.toLowerCase().startsWith('en') ? 'en' : 'vi';
}
