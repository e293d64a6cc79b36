// The vendor's catalogue, built the same on every start from the destinations (esim-destinations.ts): per country a
// ladder of data packages and unlimited ones, per region and worldwide a shorter dearer ladder, and top-ups (+1/+3/+5 GB
// for 7 days) for each of them. Net prices in whole VND at the country's price level, rounded to 1,000.
import {
  ESIM_COUNTRIES,
  ESIM_REGION_NAMES,
  type TEsimCoverage,
  type TEsimRegion,
  type TEsimVendorPackage,
} from '@portal/contracts';
import { countryLevel, countryNetwork } from './esim-networks.js';

export const ESIM_APN = 'esimhub';
const GB = 1024;

/** One rung of a ladder: GB (null = unlimited), days, and the net at price level 1 (Japan). */
type TRung = { gb: number | null; days: number; net: number };

const COUNTRY_LADDER: readonly TRung[] = [
  { gb: 1, days: 3, net: 55_000 },
  { gb: 3, days: 7, net: 115_000 },
  { gb: 5, days: 7, net: 170_000 },
  { gb: 10, days: 15, net: 290_000 },
  { gb: 20, days: 30, net: 470_000 },
  { gb: null, days: 3, net: 140_000 },
  { gb: null, days: 5, net: 210_000 },
  { gb: null, days: 7, net: 280_000 },
  { gb: null, days: 10, net: 380_000 },
];

const REGION_LADDER: readonly TRung[] = [
  { gb: 1, days: 7, net: 70_000 },
  { gb: 3, days: 7, net: 130_000 },
  { gb: 5, days: 15, net: 200_000 },
  { gb: 10, days: 15, net: 340_000 },
  { gb: 20, days: 30, net: 560_000 },
  { gb: null, days: 7, net: 330_000 },
];

const TOPUP_LADDER: readonly TRung[] = [
  { gb: 1, days: 7, net: 45_000 },
  { gb: 3, days: 7, net: 110_000 },
  { gb: 5, days: 7, net: 160_000 },
];

/** Region packages cost more than a single country's: their own price level. */
const AREA_LEVEL: Readonly<Record<TEsimRegion, number>> = {
  ASIA: 1.1,
  EUROPE: 1.25,
  AMERICAS: 1.5,
  OCEANIA: 1.4,
  MIDDLE_EAST_AFRICA: 1.8,
  GLOBAL: 2.4,
};

/** The id prefix of a region ("mea" for the Middle East and Africa). */
export const AREA_PREFIX: Readonly<Record<TEsimRegion, string>> = {
  ASIA: 'asia',
  EUROPE: 'europe',
  AMERICAS: 'americas',
  OCEANIA: 'oceania',
  MIDDLE_EAST_AFRICA: 'mea',
  GLOBAL: 'global',
};

/** Countries where a 30-day pack also carries minutes and SMS. */
const WITH_VOICE = new Set(['JP', 'KR', 'TH', 'US', 'GB', 'AU']);
/** Countries whose operators forbid tethering on unlimited packs. */
const NO_HOTSPOT_UNLIMITED = new Set(['CN', 'IN', 'TR', 'RU', 'AE', 'SA']);

const roundNet = (value: number) => Math.round(value / 1000) * 1000;
const retailOf = (net: number) => Math.ceil((net * 1.45) / 5000) * 5000;

type TArea = { prefix: string; label: string; coverage: TEsimCoverage; level: number; voice: boolean; tether: boolean };

function packageOf(area: TArea, rung: TRung, kind: 'base' | 'topup'): TEsimVendorPackage {
  const size = rung.gb === null ? 'unl' : `${rung.gb}gb`;
  const id = kind === 'topup' ? `${area.prefix}-topup-${size}` : `${area.prefix}-${size}-${rung.days}d`;
  const amount = rung.gb === null ? 'Unlimited' : `${rung.gb}GB`;
  const name = kind === 'topup' ? `${area.label} Top-up ${amount}` : `${area.label} ${amount} ${rung.days} Days`;
  const voice = kind === 'base' && area.voice && rung.days === 30;
  const net = roundNet(rung.net * area.level);
  return {
    id,
    kind,
    name,
    coverage: area.coverage,
    dataMb: rung.gb === null ? null : rung.gb * GB,
    fairUseMbPerDay: rung.gb === null ? (area.level <= 1 ? 2 * GB : GB) : null,
    validityDays: rung.days,
    voiceMinutes: voice ? 50 : null,
    sms: voice ? 30 : null,
    hotspot: rung.gb !== null || area.tether,
    networks: area.coverage.countries.map(countryNetwork),
    apn: ESIM_APN,
    netPrice: net,
    retailPrice: retailOf(net),
  };
}

function countryAreas(): TArea[] {
  return ESIM_COUNTRIES.map((country) => ({
    prefix: country.code.toLowerCase(),
    label: country.en,
    coverage: { type: 'country', code: country.code, countries: [country.code], region: country.region },
    level: countryLevel(country),
    voice: WITH_VOICE.has(country.code),
    tether: !NO_HOTSPOT_UNLIMITED.has(country.code),
  }));
}

function regionAreas(): TArea[] {
  return (Object.keys(AREA_PREFIX) as TEsimRegion[]).map((region) => {
    const inside = ESIM_COUNTRIES.filter((country) => region === 'GLOBAL' || country.region === region);
    return {
      prefix: AREA_PREFIX[region],
      label: ESIM_REGION_NAMES[region].en,
      coverage: {
        type: region === 'GLOBAL' ? 'global' : 'region',
        code: region,
        countries: inside.map((country) => country.code),
        region,
      },
      level: AREA_LEVEL[region],
      voice: false,
      tether: true,
    };
  });
}

function buildCatalogue(): TEsimVendorPackage[] {
  const countries = countryAreas();
  const regions = regionAreas();
  return [
    ...countries.flatMap((area) => COUNTRY_LADDER.map((rung) => packageOf(area, rung, 'base'))),
    ...regions.flatMap((area) =>
      REGION_LADDER.filter((rung) => rung.gb !== null || area.coverage.type === 'region').map((rung) =>
        packageOf(area, rung, 'base'),
      ),
    ),
    ...[...countries, ...regions].flatMap((area) => TOPUP_LADDER.map((rung) => packageOf(area, rung, 'topup'))),
  ];
}

/** Every package, base ones first (frozen: answers share it). */
export const ESIM_CATALOGUE: readonly TEsimVendorPackage[] = Object.freeze(buildCatalogue());

const BY_ID: ReadonlyMap<string, TEsimVendorPackage> = new Map(ESIM_CATALOGUE.map((entry) => [entry.id, entry]));

export const packageById = (id: string): TEsimVendorPackage | undefined => BY_ID.get(id);

export const packagesOfKind = (kind: 'base' | 'topup') => ESIM_CATALOGUE.filter((entry) => entry.kind === kind);

const answerText = new Map<'base' | 'topup', string>();

/** The catalogue answer of one kind as JSON text, serialised once (it never changes; a few hundred KB). */
export function packagesAnswerText(kind: 'base' | 'topup'): string {
  let text = answerText.get(kind);
  if (text === undefined) {
    text = JSON.stringify({ packages: packagesOfKind(kind) });
    answerText.set(kind, text);
  }
  return text;
}

/** The top-ups sold for an eSIM of this coverage (the same country, region or worldwide). */
export const topUpsFor = (coverageCode: string) =>
  ESIM_CATALOGUE.filter((entry) => entry.kind === 'topup' && entry.coverage.code === coverageCode);
