// The shape of an airport record and the helper that builds one from a compact data row.
export type TLocalizedText = { vi: string; en: string };

export type TAirport = {
  /** IATA code, e.g. HAN. */
  code: string;
  city: TLocalizedText;
  name: TLocalizedText;
  /** ISO 3166-1 alpha-2, e.g. VN. */
  countryCode: string;
  /** IANA time zone, e.g. Asia/Ho_Chi_Minh. */
  timeZone: string;
  isDomestic: boolean;
  latitude: number;
  longitude: number;
  /** Other names people type (Sài Gòn, TP HCM, Băng Cốc…). */
  aliases: readonly string[];
};

/** One data row: code, city vi/en, airport name vi/en, country, zone, lat, lon, aliases. */
export type TAirportRow = readonly [
  code: string,
  cityVi: string,
  cityEn: string,
  nameVi: string,
  nameEn: string,
  countryCode: string,
  timeZone: string,
  latitude: number,
  longitude: number,
  aliases?: readonly string[],
];

export function airportFromRow(row: TAirportRow): TAirport {
  const [code, cityVi, cityEn, nameVi, nameEn, countryCode, timeZone, latitude, longitude, aliases = []] = row;
  return {
    code,
    city: { vi: cityVi, en: cityEn },
    name: { vi: nameVi, en: nameEn },
    countryCode,
    timeZone,
    isDomestic: countryCode === 'VN',
    latitude,
    longitude,
    aliases,
  };
}
