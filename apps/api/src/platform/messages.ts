// Server messages in Vietnamese and English, chosen by the request's X-Language.
export type Language = 'vi' | 'en';

const MESSAGES = {
  validation: { vi: 'Dữ liệu không hợp lệ: {fields}', en: 'Invalid input: {fields}' },
  invalidCharacter: {
    vi: 'Trường {field} chứa ký tự không hợp lệ',
    en: 'The field {field} contains an invalid character',
  },
  nestedTooDeep: {
    vi: 'Dữ liệu gửi lên lồng nhau quá sâu (quá {limit} cấp)',
    en: 'The request is nested too deeply (more than {limit} levels)',
  },
  noBookingSystem: {
    vi: 'Đại lý chưa được mở hệ thống đặt chỗ nào cho yêu cầu này',
    en: 'No booking system is available to this agency for this request',
  },
  supplierUnavailable: {
    vi: 'Hệ thống của hãng không phản hồi, vui lòng thử lại',
    en: 'The booking system did not answer, please try again',
  },
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
  tooManySearchesUser: {
    vi: 'Bạn đã tìm chuyến bay quá {limit} lần trong một phút. Vui lòng thử lại sau {seconds} giây',
    en: 'You have searched for flights more than {limit} times in a minute. Please try again in {seconds} seconds',
  },
  tooManySearchesAgency: {
    vi: 'Đại lý của bạn đã tìm chuyến bay quá {limit} lần trong một phút. Vui lòng thử lại sau {seconds} giây',
    en: 'Your agency has searched for flights more than {limit} times in a minute. Please try again in {seconds} seconds',
  },
  tooManyStorefrontRequests: {
    vi: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau {seconds} giây',
    en: 'Too many requests. Please try again in {seconds} seconds',
  },
  tooManyStorefrontHolds: {
    vi: 'Trang đang nhận quá nhiều yêu cầu giữ chỗ. Vui lòng thử lại sau {minutes} phút hoặc gọi hotline',
    en: 'This site is taking too many hold requests. Please try again in {minutes} minutes or call the hotline',
  },
  storefrontPriceChanged: {
    vi: 'Giá vé vừa thay đổi, tổng mới là {newTotal}. Vui lòng xem lại và gửi lại để giữ chỗ với giá mới',
    en: 'The fare has just changed; the new total is {newTotal}. Review it and send again to hold at the new price',
  },
  storefrontSoldOut: {
    vi: 'Hạng vé bạn chọn vừa hết chỗ. Vui lòng chọn chuyến bay hoặc hạng vé khác',
    en: 'The fare you chose has just sold out. Please choose another flight or fare',
  },
  storefrontFlightUnavailable: {
    vi: 'Chuyến bay này không còn được bán. Vui lòng tìm lại chuyến bay',
    en: 'This flight is no longer on sale. Please search again',
  },
  storefrontAlreadyHeld: {
    vi: 'Hành khách này đã có yêu cầu giữ chỗ trên chuyến bay này. Vui lòng kiểm tra email hoặc gọi hotline',
    en: 'These passengers already have a hold on this flight. Please check your email or call us',
  },
  storefrontHoldFailed: {
    vi: 'Chưa giữ được chỗ lúc này. Vui lòng tìm lại chuyến bay hoặc gọi hotline để được hỗ trợ',
    en: 'We could not hold the seats just now. Please search again or call us for help',
  },
  storefrontHoldInProgress: {
    vi: 'Yêu cầu giữ chỗ của bạn đang được xử lý. Vui lòng đợi một phút rồi gửi lại',
    en: 'Your hold request is still being processed. Please wait a minute and send again',
  },
  storefrontFormUsed: {
    vi: 'Biểu mẫu này đã được gửi với thông tin khác. Vui lòng tải lại trang',
    en: 'This form was already sent with other details. Please reload the page',
  },
  storefrontFormRefused: {
    vi: 'Biểu mẫu không hợp lệ hoặc đã hết hạn, vui lòng tải lại trang',
    en: 'The form is not valid or has expired, please reload the page',
  },
  accountLocked: { vi: 'Tài khoản hoặc đại lý đang bị khóa', en: 'This account or its agency is locked' },
  parentAgencyLocked: {
    vi: 'Đại lý cấp trên của đại lý bạn đang bị khóa, vui lòng liên hệ đại lý quản lý',
    en: 'An agency above yours is locked; please contact your managing agency',
  },
  subAgencyCodeTaken: { vi: 'Mã đại lý {code} đã được sử dụng', en: 'The agency code {code} is already in use' },
  subAgencyUsernameTaken: {
    vi: 'Tên đăng nhập {username} đã được sử dụng',
    en: 'The username {username} is already in use',
  },
  subAgencyEmailTaken: {
    vi: 'Email {email} đã được dùng cho một tài khoản khác',
    en: 'The email {email} already belongs to another account',
  },
  subAgencyNotAllowed: {
    vi: 'Đại lý cấp dưới không thể được cấp {items} vì đại lý của bạn không có',
    en: 'A sub-agency cannot be given {items}: your agency does not have it',
  },
  subAgencyAlreadyLocked: { vi: 'Đại lý đã bị khóa trước đó', en: 'The agency is already locked' },
  subAgencyNotLocked: { vi: 'Đại lý đang hoạt động, không cần mở khóa', en: 'The agency is not locked' },
  subAgencyWrongLevel: {
    vi: 'Chức năng này không dành cho cấp đại lý của bạn',
    en: 'This function is not for your agency level',
  },
  f1AgencyNoIssueFee: {
    vi: 'Nền tảng không thu phí xuất vé của đại lý cấp 1: để trống phí xuất vé mặc định',
    en: 'The platform charges F1 agencies no issue fee: leave the default issue fee empty',
  },
  subAgencyWelcomeSubject: { vi: 'Tài khoản quản trị đại lý {code}', en: 'Administrator account for agency {code}' },
  subAgencyWelcomeBody: {
    vi: 'Đại lý {code} – {name} đã được tạo. Tên đăng nhập: {username}. Mật khẩu tạm thời: {password}. Bạn sẽ được yêu cầu đổi mật khẩu ở lần đăng nhập đầu tiên.',
    en: 'Agency {code} – {name} has been created. Username: {username}. Temporary password: {password}. You will be asked to change it at your first sign-in.',
  },
  refreshTokenInvalid: {
    vi: 'Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại',
    en: 'Your session has ended, please sign in again',
  },
  passwordChangeRequired: { vi: 'Bạn cần đổi mật khẩu trước khi tiếp tục', en: 'You must change your password first' },
  wrongCurrentPassword: { vi: 'Mật khẩu hiện tại không đúng', en: 'The current password is wrong' },
  weakPassword: {
    vi: 'Mật khẩu mới chưa đạt yêu cầu: {problems}',
    en: 'The new password is not strong enough: {problems}',
  },
  samePassword: {
    vi: 'Mật khẩu mới phải khác mật khẩu hiện tại',
    en: 'The new password must differ from the current one',
  },
  invalidResetCode: {
    vi: 'Mã xác thực không đúng hoặc đã hết hạn',
    en: 'The verification code is wrong or has expired',
  },
  clockSkew: {
    vi: 'Đồng hồ máy tính của bạn lệch so với máy chủ',
    en: 'Your computer clock differs from the server clock',
  },
  forbidden: { vi: 'Bạn không có quyền thực hiện thao tác này', en: 'You are not allowed to do this' },
  pinWeak: {
    vi: 'Mã PIN quá dễ đoán (ví dụ 000000, 123456, 121212), vui lòng chọn mã khác',
    en: 'The PIN is too easy to guess (like 000000, 123456, 121212); choose another one',
  },
  pinSame: { vi: 'Mã PIN mới phải khác mã PIN hiện tại', en: 'The new PIN must differ from the current one' },
  pinWrong: {
    vi: 'Mã PIN không đúng. Còn {remaining} lần thử trước khi mã PIN bị khóa',
    en: 'Wrong PIN. {remaining} attempts left before the PIN locks',
  },
  pinLocked: {
    vi: 'Mã PIN đã bị khóa do nhập sai quá nhiều lần. Vui lòng thử lại sau {until}',
    en: 'The PIN is locked after too many wrong attempts. Try again after {until}',
  },
  pinAlreadySet: {
    vi: 'Bạn đã có mã PIN; hãy dùng chức năng đổi mã PIN',
    en: 'You already have a PIN; use change PIN instead',
  },
  pinNotSet: { vi: 'Bạn chưa bật mã PIN', en: 'You have no PIN turned on' },
  pinTurnOffProof: {
    vi: 'Nhập mã PIN hiện tại hoặc mật khẩu tài khoản (chỉ một trong hai) để tắt mã PIN',
    en: 'Enter either the current PIN or the account password (one of them) to turn the PIN off',
  },
  pinSetupRequired: {
    vi: 'Đại lý yêu cầu mã PIN cho thao tác này. Vui lòng đặt mã PIN tại Hệ thống › Mã PIN ({path}) rồi thử lại',
    en: 'Your agency requires a PIN for this action. Set one under System › PIN code ({path}) and try again',
  },
  stepUpRequired: { vi: 'Vui lòng nhập mã PIN để xác nhận thao tác này', en: 'Enter your PIN to confirm this action' },
  stepUpChallengeInvalid: {
    vi: 'Yêu cầu xác nhận mã PIN đã hết hạn hoặc không hợp lệ. Vui lòng thực hiện lại thao tác',
    en: 'The PIN confirmation request has expired or is not valid. Please repeat the action',
  },
  notFound: { vi: 'Không tìm thấy dữ liệu', en: 'Not found' },
  shareLinkInvalid: {
    vi: 'Liên kết xem vé không hợp lệ hoặc đã hết hạn. Vui lòng liên hệ đại lý để nhận liên kết mới',
    en: 'This ticket link is invalid or has expired. Please ask your travel agency for a new one',
  },
  routeNotFound: { vi: 'Không có chức năng này', en: 'No such endpoint' },
  commissionNotCharged: {
    vi: 'Đại lý của bạn không có đại lý cấp dưới để thu phí xuất vé',
    en: 'Your agency has no sub-agencies to charge an issue fee',
  },
  insufficientFunds: {
    vi: 'Số dư ký quỹ không đủ: có thể dùng {spendable}, cần {requested}',
    en: 'Insufficient deposit: {spendable} can be spent, {requested} requested',
  },
  upstreamInsufficientFunds: {
    vi: 'Đại lý cấp trên ({level}) không đủ ký quỹ để thanh toán giao dịch này, vui lòng liên hệ đại lý cấp trên',
    en: 'The agency above you ({level}) does not have enough deposit to pay for this sale; please contact it',
  },
  idempotencyKeyReused: {
    vi: 'Mã giao dịch {key} đã được dùng cho một yêu cầu khác',
    en: 'The idempotency key {key} was already used for a different request',
  },
  reservationSettled: {
    vi: 'Khoản tạm giữ đã được {status}, không thể thực hiện thao tác này',
    en: 'The reservation is already {status}; this action is not possible',
  },
  creditExceedsSale: {
    vi: 'Số tiền hoàn vượt quá số tiền còn lại của giao dịch gốc ({remaining})',
    en: 'The credit exceeds what remains of the original transaction ({remaining})',
  },
  fileTooLarge: { vi: 'Tệp tải lên vượt quá {megabytes} MB', en: 'The uploaded file is larger than {megabytes} MB' },
  bankAccountExists: {
    vi: 'Tài khoản ngân hàng này đã có trong danh sách',
    en: 'This bank account is already on the list',
  },
  badHookSignature: {
    vi: 'Chữ ký thông báo ngân hàng không hợp lệ hoặc đã hết hạn',
    en: 'The bank notification signature is invalid or too old',
  },
  bankNotificationDecided: {
    vi: 'Giao dịch ngân hàng này đã được xử lý trước đó',
    en: 'This bank transaction was already handled',
  },
  bankRequestDecidedMeanwhile: {
    vi: 'Yêu cầu nạp của giao dịch này vừa được duyệt theo cách khác: hãy xem lại trước khi cộng tiền',
    en: "This transfer's top-up request was just confirmed another way: review it again before crediting",
  },
  bankSplitTooLarge: {
    vi: 'Tổng số tiền chia vượt quá số tiền đã nhận',
    en: 'The parts add up to more than the amount received',
  },
  noReceivingAccount: {
    vi: 'Đại lý cấp trên chưa có tài khoản nhận tiền mặc định',
    en: 'The agency above has no default receiving account yet',
  },
  topUpAlreadyDecided: {
    vi: 'Yêu cầu nạp tiền đã được {status} trước đó',
    en: 'The top-up request was already {status}',
  },
  ownTopUpDecision: {
    vi: 'Đại lý không thể tự duyệt yêu cầu nạp tiền của chính mình',
    en: 'An agency cannot decide its own top-up request',
  },
  platformHoldsNoDeposit: {
    vi: 'Nhà cung cấp nền tảng không có ký quỹ để nạp',
    en: 'The platform holds no deposit to top up',
  },
  ownDepositAdjustment: {
    vi: 'Đại lý không thể tự điều chỉnh ký quỹ của chính mình',
    en: 'An agency cannot adjust its own deposit',
  },
  duplicateUsername: { vi: 'Tên đăng nhập {username} đã được sử dụng', en: 'The username {username} is already taken' },
  duplicateEmail: {
    vi: 'Email {email} đã được dùng cho tài khoản khác',
    en: 'The email {email} is already used by another account',
  },
  duplicateGroupName: { vi: 'Nhóm quyền {name} đã tồn tại', en: 'A permission group named {name} already exists' },
  roleNotGrantable: {
    vi: 'Không thể cấp vai trò {role} cho tài khoản của đại lý này',
    en: 'The role {role} cannot be given to an account of this agency',
  },
  groupNotInAgency: {
    vi: 'Nhóm quyền không thuộc đại lý này',
    en: 'A permission group does not belong to this agency',
  },
  userNotInAgency: { vi: 'Người dùng không thuộc đại lý này', en: 'A user does not belong to this agency' },
  codesNotHeld: {
    vi: 'Đại lý không có các quyền sau nên không thể cấp: {codes}',
    en: 'The agency does not hold these permissions and cannot grant them: {codes}',
  },
  groupHasMembers: {
    vi: 'Nhóm quyền đang được gán cho: {users}. Hãy bỏ gán trước khi xóa',
    en: 'The permission group is assigned to: {users}. Remove them before deleting it',
  },
  cannotLockSelf: { vi: 'Bạn không thể tự khóa tài khoản của mình', en: 'You cannot lock your own account' },
  cannotDemoteSelf: {
    vi: 'Bạn không thể tự bỏ quyền quản trị của chính mình',
    en: 'You cannot remove your own administrator rights',
  },
  currentPasswordRequired: {
    vi: 'Vui lòng nhập mật khẩu hiện tại để đổi email',
    en: 'Enter your current password to change the email',
  },
  staffWelcomeEmailSubject: { vi: 'Tài khoản đặt vé của bạn', en: 'Your booking portal account' },
  staffWelcomeEmailBody: {
    vi: 'Xin chào {fullName}, tài khoản {username} của bạn tại {agency} đã được tạo. Mật khẩu tạm thời: {password}. Bạn cần đổi mật khẩu ở lần đăng nhập đầu tiên.',
    en: 'Hello {fullName}, your account {username} at {agency} has been created. Temporary password: {password}. You must change it when you first sign in.',
  },
  staffResetEmailSubject: { vi: 'Mật khẩu của bạn đã được đặt lại', en: 'Your password has been reset' },
  staffResetEmailBody: {
    vi: 'Xin chào {fullName}, quản trị viên đã đặt lại mật khẩu tài khoản {username}. Mật khẩu tạm thời: {password}. Bạn cần đổi mật khẩu ở lần đăng nhập tiếp theo.',
    en: 'Hello {fullName}, an administrator has reset the password of {username}. Temporary password: {password}. You must change it when you next sign in.',
  },
  duplicateSignIn: {
    vi: 'Tài khoản {accountId} của hệ thống {system} đã được khai báo',
    en: 'The account {accountId} at {system} is already set up',
  },
  signInsOnlyF1: {
    vi: 'Chỉ đại lý cấp 1 khai báo đăng nhập hệ thống đặt chỗ',
    en: 'Only an F1 agency sets up booking-system sign-ins',
  },
  bookingPriceChanged: {
    vi: 'Giá đã thay đổi từ {oldTotal} thành {newTotal}. Vui lòng xác nhận giá mới để giữ chỗ',
    en: 'The price changed from {oldTotal} to {newTotal}. Accept the new price to hold',
  },
  bookingSoldOut: {
    vi: 'Hạng vé đã chọn không còn đủ chỗ: {flights}. Vui lòng chọn hạng khác',
    en: 'The chosen class has no seats left: {flights}. Choose another class',
  },
  bookingFlightUnavailable: {
    vi: 'Chuyến bay không còn được bán: {message}',
    en: 'The flight is no longer sold: {message}',
  },
  bookingDuplicate: {
    vi: 'Đại lý đã có đặt chỗ {pnr} cho hành khách {names} trên chuyến bay này. Xác nhận nếu vẫn muốn đặt thêm',
    en: 'Your agency already has booking {pnr} for {names} on this flight. Confirm to book again',
  },
  bookingWrongState: {
    vi: 'Đặt chỗ đang ở trạng thái {status}, không thể {action}',
    en: 'The booking is {status}: it cannot be {action}',
  },
  supportRequestClosed: {
    vi: 'Yêu cầu hỗ trợ đã đóng, không thể trả lời thêm',
    en: 'The support request is closed: no more replies',
  },
  bookingSupplierRefused: { vi: 'Hệ thống của hãng từ chối: {message}', en: 'The booking system refused: {message}' },
  trainSeatLimit: {
    vi: 'Mỗi chiều chỉ được giữ tối đa {max} chỗ cùng lúc',
    en: 'At most {max} seats can be held at once per direction',
  },
  trainSeatUnavailable: {
    vi: 'Chỗ {seat} không còn trống: {message}',
    en: 'Seat {seat} is no longer free: {message}',
  },
  trainNotEnoughAdjacent: {
    vi: 'Không còn đủ {count} chỗ liền nhau loại này trên đoàn tàu',
    en: 'There are not {count} free seats of this type side by side on this train',
  },
  trainSeatBooked: {
    vi: 'Chỗ này đã thuộc một đặt chỗ, hãy hủy đặt chỗ thay vì trả chỗ',
    en: 'This seat belongs to a booking: cancel the booking instead',
  },
  trainRailwayRefused: { vi: 'Đường sắt từ chối: {message}', en: 'The railway refused: {message}' },
  esimInUse: {
    vi: 'eSIM đã được cài đặt hoặc đang sử dụng nên không thể hoàn tiền',
    en: 'The eSIM is installed or in use, so it can no longer be refunded',
  },
  esimHasTopUp: {
    vi: 'eSIM đã được nạp thêm dữ liệu nên không thể hoàn tiền',
    en: 'The eSIM has been topped up, so it can no longer be refunded',
  },
  esimWrongState: {
    vi: 'eSIM đang ở trạng thái {status}: không thể thực hiện thao tác này',
    en: 'The eSIM is {status}: this action is not possible',
  },
  esimUnknownProduct: {
    vi: 'Gói eSIM không có trong danh mục ({field})',
    en: 'No such eSIM package in the catalogue ({field})',
  },
  bookingEditStale: {
    vi: 'Đặt chỗ vừa được thay đổi (phiên bản {currentVersion}), vui lòng tải lại rồi gửi lại',
    en: 'The booking has just changed (version {currentVersion}): reload it and send again',
  },
  bookingEditPriceChanged: {
    vi: 'Giá sau thay đổi là {newTotal}, không phải {oldTotal}. Vui lòng xác nhận giá mới',
    en: 'The total after the change is {newTotal}, not {oldTotal}. Accept the new total',
  },
  bookingEditPaidChange: {
    vi: 'Vé đã xuất: thay đổi này có phí {fee}, cần làm thay đổi có phí (xuất lại vé)',
    en: 'The tickets are issued: this change costs {fee} and needs a paid change (reissue)',
  },
  bookingEditPaidUpgrade: {
    vi: 'Vé đã xuất: hành lý nâng thêm được thanh toán từ ký quỹ như một thay đổi có phí (cần quyền Xuất vé)',
    en: 'The tickets are issued: the upgraded baggage is paid from the deposit as a paid change (needs Issue tickets)',
  },
  bookingEditPending: {
    vi: 'Một thay đổi khác của đặt chỗ đang chờ hãng trả lời, vui lòng thử lại sau',
    en: 'Another change of this booking is waiting for the airline: try again shortly',
  },
  bookingEditRefused: { vi: 'Hãng từ chối thay đổi: {message}', en: 'The airline refused the change: {message}' },
  bookingEditUnknown: {
    vi: 'Chưa rõ hãng đã nhận thay đổi hay chưa, vui lòng gửi lại với cùng Idempotency-Key',
    en: 'Whether the airline made the change is not known yet: send again with the same Idempotency-Key',
  },
  bookingPaidQuoteExpired: {
    vi: 'Báo giá đã hết hạn. Giá mới là {newTotal}, vui lòng xác nhận lại',
    en: 'The quote has expired. The new total is {newTotal}: accept it again',
  },
  bookingPaidPriceChanged: {
    vi: 'Giá thay đổi là {newTotal}, không phải {oldTotal}. Vui lòng xác nhận giá mới',
    en: 'The change now costs {newTotal}, not {oldTotal}. Accept the new total',
  },
  bookingSeatTaken: {
    vi: 'Ghế đã có người khác chọn: {message}. Vui lòng chọn ghế khác',
    en: 'The seat was taken meanwhile: {message}. Choose another seat',
  },
  bookingPaidQuoteUnknown: {
    vi: 'Không tìm thấy báo giá này cho thay đổi đã gửi, vui lòng lấy báo giá mới',
    en: 'No such quote for this change: ask for a new quote',
  },
  bookingPnrMissing: {
    vi: 'Đặt chỗ chưa có mã đặt chỗ (PNR) ở hãng',
    en: 'The booking has no PNR at the airline yet',
  },
  bookingReadOnly: {
    vi: 'Đặt chỗ của đại lý cấp dưới chỉ được xem, không thao tác được',
    en: "A sub-agency's booking can be viewed but not changed",
  },
  bookingPnrNotFound: {
    vi: 'Không tìm thấy mã đặt chỗ {pnr} ({system}) với họ {lastName}',
    en: 'No PNR {pnr} at {system} with the last name {lastName}',
  },
  bookingPnrOtherAccount: {
    vi: 'Mã đặt chỗ {pnr} không được tạo bằng tài khoản đặt chỗ của đại lý bạn',
    en: "PNR {pnr} was not made with your agency's booking-system account",
  },
  bookingTimeLimitExpired: {
    vi: 'Đã quá thời hạn giữ chỗ của {pnr}, không thể xuất vé. Vui lòng đặt chỗ lại',
    en: 'The time limit of {pnr} has passed: it can no longer be issued. Please book again',
  },
  bookingVoidWindowClosed: {
    vi: 'Đã hết thời hạn hủy vé (void) trong ngày của {pnr}. Vui lòng dùng hoàn vé',
    en: 'The same-day void window of {pnr} has closed. Use a refund instead',
  },
  bookingRefundQuoteExpired: {
    vi: 'Báo giá hoàn vé đã hết hạn, vui lòng lấy báo giá mới',
    en: 'The refund quote has expired, ask for a new one',
  },
  bookingImportNotHeld: {
    vi: 'Chỉ nhập được mã đặt chỗ đang giữ chỗ; {pnr} đang ở trạng thái {status}',
    en: 'Only a held PNR can be brought into the portal; {pnr} is {status}',
  },
  b2cAddressTaken: {
    vi: 'Địa chỉ {value} đã được trang khác sử dụng',
    en: 'The address {value} is already used by another site',
  },
  b2cOrderWrongState: {
    vi: 'Đơn {orderNumber} đang ở trạng thái {status}, không thể {action}',
    en: 'Order {orderNumber} is in status {status}; it cannot be {action}',
  },
  b2cOrderNotIssued: {
    vi: 'Vé của đơn {orderNumber} chưa được xuất: hãy xuất vé từ trang đặt chỗ trước',
    en: 'The booking of order {orderNumber} is not issued yet: issue it from the booking page first',
  },
  b2cEsimNotIssued: {
    vi: 'eSIM của đơn {orderNumber} chưa được xuất: dùng nút Xuất eSIM, đơn sẽ tự hoàn tất',
    en: 'The eSIMs of order {orderNumber} are not issued yet: use Issue eSIM, which completes the order',
  },
  b2cEsimNoPackage: {
    vi: 'Đơn {orderNumber} không ghi gói eSIM nào trong danh mục, không thể xuất eSIM tự động',
    en: 'Order {orderNumber} names no eSIM package of the catalogue; its eSIMs cannot be issued here',
  },
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
