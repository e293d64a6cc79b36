// The Vietnamese banks a receiving account may be at: their NAPAS BIN (the VietQR bank id), short name and vi/en names.
export type VietQrBank = { bin: string; shortName: string; name: { vi: string; en: string } };

export const VIETQR_BANKS: readonly VietQrBank[] = [
  {
    bin: '970436',
    shortName: 'Vietcombank',
    name: {
      vi: 'Ngân hàng TMCP Ngoại thương Việt Nam',
      en: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam',
    },
  },
  {
    bin: '970407',
    shortName: 'Techcombank',
    name: { vi: 'Ngân hàng TMCP Kỹ thương Việt Nam', en: 'Vietnam Technological and Commercial Joint Stock Bank' },
  },
  { bin: '970416', shortName: 'ACB', name: { vi: 'Ngân hàng TMCP Á Châu', en: 'Asia Commercial Joint Stock Bank' } },
  {
    bin: '970418',
    shortName: 'BIDV',
    name: {
      vi: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
      en: 'Joint Stock Commercial Bank for Investment and Development of Vietnam',
    },
  },
  {
    bin: '970415',
    shortName: 'VietinBank',
    name: {
      vi: 'Ngân hàng TMCP Công thương Việt Nam',
      en: 'Vietnam Joint Stock Commercial Bank for Industry and Trade',
    },
  },
  {
    bin: '970422',
    shortName: 'MB',
    name: { vi: 'Ngân hàng TMCP Quân đội', en: 'Military Commercial Joint Stock Bank' },
  },
  {
    bin: '970432',
    shortName: 'VPBank',
    name: { vi: 'Ngân hàng TMCP Việt Nam Thịnh Vượng', en: 'Vietnam Prosperity Joint Stock Commercial Bank' },
  },
  {
    bin: '970405',
    shortName: 'Agribank',
    name: {
      vi: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
      en: 'Vietnam Bank for Agriculture and Rural Development',
    },
  },
  {
    bin: '970403',
    shortName: 'Sacombank',
    name: { vi: 'Ngân hàng TMCP Sài Gòn Thương Tín', en: 'Saigon Thuong Tin Commercial Joint Stock Bank' },
  },
];

export const VIETQR_BANK_BINS = /* @__PURE__ */ VIETQR_BANKS.map((bank) => bank.bin) as [string, ...string[]];

/** The bank of a BIN, or undefined for one outside the list. */
export const vietQrBankOf = (bin: string): VietQrBank | undefined => VIETQR_BANKS.find((bank) => bank.bin === bin);
