// Where eSIM packages work (issue 17): the countries a Vietnamese traveller flies to, each with its Vietnamese and English
// name and its region, and the multi-country regions vendors sell. The simulator builds its catalogue from them; the
// portal names and searches destinations by them (accent-insensitive, in either language).
import { z } from 'zod';

export const ESIM_REGIONS = ['ASIA', 'EUROPE', 'AMERICAS', 'OCEANIA', 'MIDDLE_EAST_AFRICA', 'GLOBAL'] as const;
export const ZEsimRegion = z.enum(ESIM_REGIONS);
export type TEsimRegion = z.infer<typeof ZEsimRegion>;

export const ESIM_REGION_NAMES: Readonly<Record<TEsimRegion, { vi: string; en: string }>> = {
  ASIA: { vi: 'Châu Á', en: 'Asia' },
  EUROPE: { vi: 'Châu Âu', en: 'Europe' },
  AMERICAS: { vi: 'Châu Mỹ', en: 'Americas' },
  OCEANIA: { vi: 'Châu Đại Dương', en: 'Oceania' },
  MIDDLE_EAST_AFRICA: { vi: 'Trung Đông và châu Phi', en: 'Middle East and Africa' },
  GLOBAL: { vi: 'Toàn cầu', en: 'Global' },
};

export type TEsimCountry = { code: string; vi: string; en: string; region: Exclude<TEsimRegion, 'GLOBAL'> };

type CountryRow = [code: string, vi: string, en: string, region: TEsimCountry['region']];
const country = (...[code, vi, en, region]: CountryRow): TEsimCountry => ({ code, vi, en, region });

/** ISO 3166-1 alpha-2 codes, Vietnamese names as agents write them. */
export const ESIM_COUNTRIES: readonly TEsimCountry[] = [
  country('VN', 'Việt Nam', 'Vietnam', 'ASIA'),
  country('JP', 'Nhật Bản', 'Japan', 'ASIA'),
  country('KR', 'Hàn Quốc', 'South Korea', 'ASIA'),
  country('CN', 'Trung Quốc', 'China', 'ASIA'),
  country('HK', 'Hồng Kông', 'Hong Kong', 'ASIA'),
  country('MO', 'Ma Cao', 'Macau', 'ASIA'),
  country('TW', 'Đài Loan', 'Taiwan', 'ASIA'),
  country('TH', 'Thái Lan', 'Thailand', 'ASIA'),
  country('SG', 'Singapore', 'Singapore', 'ASIA'),
  country('MY', 'Malaysia', 'Malaysia', 'ASIA'),
  country('ID', 'Indonesia', 'Indonesia', 'ASIA'),
  country('PH', 'Philippines', 'Philippines', 'ASIA'),
  country('KH', 'Campuchia', 'Cambodia', 'ASIA'),
  country('LA', 'Lào', 'Laos', 'ASIA'),
  country('MM', 'Myanmar', 'Myanmar', 'ASIA'),
  country('IN', 'Ấn Độ', 'India', 'ASIA'),
  country('NP', 'Nepal', 'Nepal', 'ASIA'),
  country('LK', 'Sri Lanka', 'Sri Lanka', 'ASIA'),
  country('MV', 'Maldives', 'Maldives', 'ASIA'),
  country('MN', 'Mông Cổ', 'Mongolia', 'ASIA'),
  country('KZ', 'Kazakhstan', 'Kazakhstan', 'ASIA'),
  country('UZ', 'Uzbekistan', 'Uzbekistan', 'ASIA'),
  country('FR', 'Pháp', 'France', 'EUROPE'),
  country('DE', 'Đức', 'Germany', 'EUROPE'),
  country('IT', 'Ý', 'Italy', 'EUROPE'),
  country('ES', 'Tây Ban Nha', 'Spain', 'EUROPE'),
  country('PT', 'Bồ Đào Nha', 'Portugal', 'EUROPE'),
  country('GB', 'Vương quốc Anh', 'United Kingdom', 'EUROPE'),
  country('IE', 'Ireland', 'Ireland', 'EUROPE'),
  country('NL', 'Hà Lan', 'Netherlands', 'EUROPE'),
  country('BE', 'Bỉ', 'Belgium', 'EUROPE'),
  country('CH', 'Thụy Sĩ', 'Switzerland', 'EUROPE'),
  country('AT', 'Áo', 'Austria', 'EUROPE'),
  country('CZ', 'Séc', 'Czechia', 'EUROPE'),
  country('PL', 'Ba Lan', 'Poland', 'EUROPE'),
  country('HU', 'Hungary', 'Hungary', 'EUROPE'),
  country('GR', 'Hy Lạp', 'Greece', 'EUROPE'),
  country('DK', 'Đan Mạch', 'Denmark', 'EUROPE'),
  country('SE', 'Thụy Điển', 'Sweden', 'EUROPE'),
  country('NO', 'Na Uy', 'Norway', 'EUROPE'),
  country('FI', 'Phần Lan', 'Finland', 'EUROPE'),
  country('IS', 'Iceland', 'Iceland', 'EUROPE'),
  country('HR', 'Croatia', 'Croatia', 'EUROPE'),
  country('TR', 'Thổ Nhĩ Kỳ', 'Türkiye', 'EUROPE'),
  country('RU', 'Nga', 'Russia', 'EUROPE'),
  country('US', 'Hoa Kỳ', 'United States', 'AMERICAS'),
  country('CA', 'Canada', 'Canada', 'AMERICAS'),
  country('MX', 'Mexico', 'Mexico', 'AMERICAS'),
  country('BR', 'Brazil', 'Brazil', 'AMERICAS'),
  country('AR', 'Argentina', 'Argentina', 'AMERICAS'),
  country('PE', 'Peru', 'Peru', 'AMERICAS'),
  country('AU', 'Úc', 'Australia', 'OCEANIA'),
  country('NZ', 'New Zealand', 'New Zealand', 'OCEANIA'),
  country('AE', 'Các Tiểu vương quốc Ả Rập Thống nhất', 'United Arab Emirates', 'MIDDLE_EAST_AFRICA'),
  country('QA', 'Qatar', 'Qatar', 'MIDDLE_EAST_AFRICA'),
  country('SA', 'Ả Rập Xê Út', 'Saudi Arabia', 'MIDDLE_EAST_AFRICA'),
  country('IL', 'Israel', 'Israel', 'MIDDLE_EAST_AFRICA'),
  country('EG', 'Ai Cập', 'Egypt', 'MIDDLE_EAST_AFRICA'),
  country('MA', 'Ma-rốc', 'Morocco', 'MIDDLE_EAST_AFRICA'),
  country('ZA', 'Nam Phi', 'South Africa', 'MIDDLE_EAST_AFRICA'),
  country('KE', 'Kenya', 'Kenya', 'MIDDLE_EAST_AFRICA'),
];

export const ESIM_COUNTRY_BY_CODE: ReadonlyMap<string, TEsimCountry> = new Map(
  ESIM_COUNTRIES.map((entry) => [entry.code, entry]),
);

/** A destination's name in the language asked (a country code or a region code; the code itself when unknown). */
export function esimDestinationName(code: string, language: 'vi' | 'en'): string {
  const region = ESIM_REGION_NAMES[code as TEsimRegion];
  if (region) return region[language];
  return ESIM_COUNTRY_BY_CODE.get(code)?.[language] ?? code;
}
