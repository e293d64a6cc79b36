// The eSIM activation mail's words in Vietnamese and English: labels, the install steps for iOS and Android.
import type { Language } from '../../../platform/messages.js';

export type EsimMailWords = {
  subject: string;
  greeting: (name: string) => string;
  intro: (orderCode: string) => string;
  esim: string;
  destination: string;
  data: string;
  validity: string;
  iccid: string;
  qrAlt: string;
  manual: string;
  smdp: string;
  activationCode: string;
  lpa: string;
  apn: string;
  iosTitle: string;
  iosSteps: string[];
  androidTitle: string;
  androidSteps: string[];
  notes: string[];
  agencyPhone: string;
};

export const ESIM_MAIL_WORDS: Record<Language, EsimMailWords> = {
  vi: {
    subject: 'Mã QR kích hoạt eSIM — đơn',
    greeting: (name) => `Kính gửi quý khách ${name},`,
    intro: (orderCode) => `Dưới đây là eSIM của đơn ${orderCode}. Mỗi eSIM có một mã QR để cài đặt trên điện thoại.`,
    esim: 'eSIM',
    destination: 'Điểm đến',
    data: 'Dung lượng',
    validity: 'Thời hạn',
    iccid: 'ICCID',
    qrAlt: 'Mã QR kích hoạt eSIM',
    manual: 'Cài đặt thủ công (khi không quét được mã QR)',
    smdp: 'Địa chỉ SM-DP+',
    activationCode: 'Mã kích hoạt',
    lpa: 'Chuỗi kích hoạt (LPA)',
    apn: 'APN',
    iosTitle: 'Cài đặt trên iPhone (iOS)',
    iosSteps: [
      'Mở Cài đặt → Di động → Thêm eSIM.',
      'Chọn Sử dụng mã QR và quét mã QR ở trên.',
      'Đặt tên gói (ví dụ "Du lịch") và chọn eSIM này cho Dữ liệu di động khi đến nơi.',
      'Bật Chuyển vùng dữ liệu cho eSIM này.',
    ],
    androidTitle: 'Cài đặt trên Android',
    androidSteps: [
      'Mở Cài đặt → Mạng và Internet → SIM → Thêm eSIM.',
      'Quét mã QR ở trên (hoặc nhập địa chỉ SM-DP+ và mã kích hoạt).',
      'Chọn eSIM này cho dữ liệu di động khi đến nơi và bật Chuyển vùng.',
    ],
    notes: [
      'Mỗi mã QR chỉ cài đặt được một lần, trên một điện thoại: vui lòng không xóa eSIM sau khi cài.',
      'Nên cài đặt khi có Wi-Fi, trước chuyến đi; gói bắt đầu tính thời hạn khi eSIM kết nối mạng tại điểm đến.',
    ],
    agencyPhone: 'Điện thoại',
  },
  en: {
    subject: 'eSIM activation QR codes — order',
    greeting: (name) => `Dear ${name},`,
    intro: (orderCode) => `Here are the eSIMs of order ${orderCode}. Each eSIM has a QR code to install it on a phone.`,
    esim: 'eSIM',
    destination: 'Destination',
    data: 'Data',
    validity: 'Validity',
    iccid: 'ICCID',
    qrAlt: 'eSIM activation QR code',
    manual: 'Manual installation (when the QR code cannot be scanned)',
    smdp: 'SM-DP+ address',
    activationCode: 'Activation code',
    lpa: 'Activation string (LPA)',
    apn: 'APN',
    iosTitle: 'Install on iPhone (iOS)',
    iosSteps: [
      'Open Settings → Cellular → Add eSIM.',
      'Choose Use QR Code and scan the QR code above.',
      'Name the plan (for example "Travel") and choose this eSIM for Cellular Data on arrival.',
      'Turn on Data Roaming for this eSIM.',
    ],
    androidTitle: 'Install on Android',
    androidSteps: [
      'Open Settings → Network & internet → SIMs → Add eSIM.',
      'Scan the QR code above (or enter the SM-DP+ address and activation code).',
      'Choose this eSIM for mobile data on arrival and turn on roaming.',
    ],
    notes: [
      'Each QR code installs once, on one phone: please do not delete the eSIM after installing it.',
      'Install it on Wi-Fi before the trip; the validity starts when the eSIM connects at the destination.',
    ],
    agencyPhone: 'Phone',
  },
};
