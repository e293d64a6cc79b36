// What the eSIM vendor knows per country: the real mobile operators its eSIMs roam on, whether 5G is offered, and how
// dear data is there (a price level, Japan = 1), all fixed so the catalogue is the same on every start.
import { ESIM_COUNTRIES, type TEsimCountry } from '@portal/contracts';

type TCountryFacts = { operators: string[]; fiveG?: boolean; level?: number };

/** Price level of data by region (Japan = 1.0), when the country names none. */
export const REGION_LEVEL: Readonly<Record<TEsimCountry['region'], number>> = {
  ASIA: 0.9,
  EUROPE: 1.15,
  AMERICAS: 1.35,
  OCEANIA: 1.3,
  MIDDLE_EAST_AFRICA: 1.5,
};

const FACTS: Readonly<Record<string, TCountryFacts>> = {
  VN: { operators: ['Viettel', 'Vinaphone', 'MobiFone'], fiveG: true, level: 0.55 },
  JP: { operators: ['NTT Docomo', 'SoftBank', 'KDDI au'], fiveG: true, level: 1 },
  KR: { operators: ['SK Telecom', 'KT', 'LG U+'], fiveG: true, level: 1 },
  CN: { operators: ['China Mobile', 'China Unicom'], fiveG: true, level: 1.1 },
  HK: { operators: ['CSL', '3 Hong Kong', 'SmarTone'], fiveG: true, level: 0.85 },
  MO: { operators: ['CTM', '3 Macau'], level: 0.9 },
  TW: { operators: ['Chunghwa Telecom', 'Taiwan Mobile', 'FarEasTone'], fiveG: true, level: 0.85 },
  TH: { operators: ['AIS', 'dtac', 'TrueMove H'], fiveG: true, level: 0.7 },
  SG: { operators: ['Singtel', 'StarHub', 'M1'], fiveG: true, level: 0.8 },
  MY: { operators: ['Maxis', 'CelcomDigi', 'U Mobile'], fiveG: true, level: 0.7 },
  ID: { operators: ['Telkomsel', 'Indosat Ooredoo', 'XL Axiata'], level: 0.75 },
  PH: { operators: ['Globe', 'Smart'], level: 0.8 },
  KH: { operators: ['Cellcard', 'Smart Axiata', 'Metfone'], level: 0.65 },
  LA: { operators: ['Unitel', 'Lao Telecom'], level: 0.7 },
  MM: { operators: ['MPT', 'ATOM'], level: 0.9 },
  IN: { operators: ['Airtel', 'Jio', 'Vi'], fiveG: true, level: 0.8 },
  NP: { operators: ['Ncell', 'Nepal Telecom'], level: 1 },
  LK: { operators: ['Dialog', 'Mobitel'], level: 0.9 },
  MV: { operators: ['Dhiraagu', 'Ooredoo'], level: 1.3 },
  MN: { operators: ['Unitel', 'Mobicom'], level: 1.1 },
  KZ: { operators: ['Beeline', 'Kcell'], level: 1.1 },
  UZ: { operators: ['Beeline', 'Ucell'], level: 1.1 },
  FR: { operators: ['Orange', 'SFR', 'Bouygues Telecom'], fiveG: true },
  DE: { operators: ['Telekom', 'Vodafone', 'O2'], fiveG: true },
  IT: { operators: ['TIM', 'Vodafone', 'WindTre'], fiveG: true },
  ES: { operators: ['Movistar', 'Orange', 'Vodafone'], fiveG: true },
  PT: { operators: ['MEO', 'NOS', 'Vodafone'] },
  GB: { operators: ['EE', 'Vodafone', 'O2', 'Three'], fiveG: true },
  IE: { operators: ['Vodafone', 'Three'] },
  NL: { operators: ['KPN', 'Vodafone', 'Odido'], fiveG: true },
  BE: { operators: ['Proximus', 'Orange', 'Base'] },
  CH: { operators: ['Swisscom', 'Sunrise', 'Salt'], fiveG: true, level: 1.5 },
  AT: { operators: ['A1', 'Magenta', 'Drei'] },
  CZ: { operators: ['O2', 'T-Mobile', 'Vodafone'] },
  PL: { operators: ['Orange', 'Plus', 'Play'], level: 1 },
  HU: { operators: ['Telekom', 'Yettel', 'Vodafone'] },
  GR: { operators: ['Cosmote', 'Vodafone', 'Nova'] },
  DK: { operators: ['TDC', 'Telenor', '3'] },
  SE: { operators: ['Telia', 'Tele2', 'Telenor'], fiveG: true },
  NO: { operators: ['Telenor', 'Telia'], level: 1.4 },
  FI: { operators: ['Elisa', 'DNA', 'Telia'] },
  IS: { operators: ['Síminn', 'Vodafone'], level: 1.4 },
  HR: { operators: ['Hrvatski Telekom', 'A1'] },
  TR: { operators: ['Turkcell', 'Vodafone', 'Türk Telekom'], level: 1.1 },
  RU: { operators: ['MTS', 'MegaFon', 'Beeline'], level: 1.2 },
  US: { operators: ['AT&T', 'T-Mobile', 'Verizon'], fiveG: true },
  CA: { operators: ['Rogers', 'Bell', 'Telus'], fiveG: true, level: 1.5 },
  MX: { operators: ['Telcel', 'AT&T'] },
  BR: { operators: ['Claro', 'Vivo', 'TIM'] },
  AR: { operators: ['Claro', 'Personal', 'Movistar'] },
  PE: { operators: ['Claro', 'Movistar', 'Entel'] },
  AU: { operators: ['Telstra', 'Optus', 'Vodafone'], fiveG: true },
  NZ: { operators: ['One NZ', 'Spark', '2degrees'] },
  AE: { operators: ['e&', 'du'], fiveG: true, level: 1.4 },
  QA: { operators: ['Ooredoo', 'Vodafone'], fiveG: true },
  SA: { operators: ['STC', 'Mobily', 'Zain'], fiveG: true },
  IL: { operators: ['Partner', 'Cellcom', 'Pelephone'], level: 1.3 },
  EG: { operators: ['Vodafone', 'Orange', 'Etisalat'], level: 1.2 },
  MA: { operators: ['Maroc Telecom', 'Orange', 'inwi'], level: 1.3 },
  ZA: { operators: ['Vodacom', 'MTN', 'Cell C'] },
  KE: { operators: ['Safaricom', 'Airtel'] },
};

export type TCountryNetwork = { country: string; operators: string[]; speeds: ('4G' | '5G')[] };

/** The networks of a country (an unknown one roams on a generic partner in 4G). */
export function countryNetwork(code: string): TCountryNetwork {
  const facts = FACTS[code];
  return {
    country: code,
    operators: facts ? [...facts.operators] : ['Partner network'],
    speeds: facts?.fiveG ? ['4G', '5G'] : ['4G'],
  };
}

/** How dear data is in a country, Japan = 1. */
export function countryLevel(country: TEsimCountry): number {
  return FACTS[country.code]?.level ?? REGION_LEVEL[country.region];
}

export const knowsCountry = (code: string) => code in FACTS;

export { ESIM_COUNTRIES };
