// The eSIM catalogue bench's world: 2,000 generated packages over the destinations of esim-destinations.ts (countries
// and regions, data and days bands, unlimited ones), and the API answers a signed-in F1 admin's screens need.
import {
  ESIM_COUNTRIES,
  ESIM_REGIONS,
  ESIM_REGION_NAMES,
  type TEsimProduct,
  type TEsimRegion,
} from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';

const DATA_MB = [1024, 3072, 5120, 10_240, 20_480, null] as const;
const DAYS = [3, 5, 7, 10, 15, 30] as const;

function packageOf(index: number): TEsimProduct {
  const country = ESIM_COUNTRIES[index % ESIM_COUNTRIES.length]!;
  const isRegion = index % 7 === 6;
  const region: TEsimRegion = isRegion ? ESIM_REGIONS[index % ESIM_REGIONS.length]! : country.region;
  const covered = isRegion
    ? ESIM_COUNTRIES.filter((entry) => region === 'GLOBAL' || entry.region === region)
    : [country];
  const dataMb = DATA_MB[Math.floor(index / 3) % DATA_MB.length]!;
  const validityDays = DAYS[Math.floor(index / 5) % DAYS.length]!;
  const unitPrice = 60_000 + ((index * 7919) % 1_500) * 1_000;
  const names = isRegion ? ESIM_REGION_NAMES[region] : country;
  return {
    id: `pkg-${String(index).padStart(4, '0')}`,
    system: 'ESH',
    name: `${names.en} ${dataMb === null ? 'Unlimited' : `${dataMb / 1024}GB`} ${validityDays} Days`,
    coverage: {
      type: isRegion ? (region === 'GLOBAL' ? 'global' : 'region') : 'country',
      code: isRegion ? region : country.code,
      countries: covered.map((entry) => entry.code),
      region,
    },
    destinationVi: names.vi,
    destinationEn: names.en,
    dataMb,
    fairUseMbPerDay: dataMb === null ? 2048 : null,
    validityDays,
    voiceMinutes: null,
    sms: null,
    hotspot: index % 4 !== 0,
    networks: covered.slice(0, 8).map((entry) => ({ country: entry.code, operators: ['Carrier A'], speeds: ['4G'] })),
    apn: 'esimhub',
    unitPrice,
    chainFee: 10_000,
    retailPrice: Math.round(unitPrice * 1.3),
  } as TEsimProduct;
}

export const generatedCatalogue = (count: number) => Array.from({ length: count }, (_, index) => packageOf(index));

const member = {
  id: 'bench-admin',
  username: 'f1.admin',
  fullName: 'Bench Admin',
  email: 'bench@example.vn',
  phone: '0901234567',
  accountType: 'AGT',
  role: 'admin_f1',
};
const agency = {
  id: 'agency-f1',
  code: 'HN001',
  name: 'Đại lý Hà Nội',
  level: 'F1',
  parentId: null,
  address: '1 Tràng Tiền, Hà Nội',
  phone: '0241234567',
  email: 'agency@example.vn',
};

/** The JSON answer of an API path for the bench's page (null: an empty object will do). */
export function apiAnswer(path: string, products: readonly TEsimProduct[]): unknown {
  const permissions = [...DEFAULT_ROLE_PERMISSIONS.admin_f1, 'USE_ESIM'];
  if (path === '/api/health')
    return { status: 'ok', version: '0.0.0', database: 'pglite', time: new Date().toISOString(), isDemo: false };
  if (path === '/api/auth/refresh-token')
    return { accessToken: 'bench-token', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z', permissions };
  if (path === '/api/auth/me') return { memberInfo: member, agentInfo: agency, permissions, mustChangePassword: false };
  if (path === '/api/esim/products') return { products, readAt: new Date().toISOString() };
  return null;
}
