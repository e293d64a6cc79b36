// The /b2c/config form: its values as typed (fees as digit strings), the site it starts from, and the body it sends.
import type { TB2cProduct, TB2cSiteConfig, TB2cSiteConfigWrite } from '@portal/contracts';
import { typedAmount } from '../../../lib/forms/amount-input';

export const FEE_GROUPS = ['vn', 'lowCost', 'gds'] as const;
export const FEE_TYPES = ['domestic', 'international'] as const;
export type FeeGroup = (typeof FEE_GROUPS)[number];
export type FeeType = (typeof FEE_TYPES)[number];

export type SiteFormValues = Omit<
  TB2cSiteConfigWrite,
  'serviceFees' | 'hostName' | 'holdMinutes' | 'bankAccounts' | 'products' | 'logoImage'
> & {
  hostName: string;
  holdMinutes: string;
  /** Digits typed per group and itinerary type. */
  fees: Record<FeeGroup, Record<FeeType, string>>;
  bankAccounts: { bankBin: string; accountNumber: string; holderName: string }[];
  products: TB2cProduct[];
  logoImage: string | null;
};

export const EMPTY_SITE: SiteFormValues = {
  slug: '',
  hostName: '',
  name: '',
  logoImage: null,
  primaryColor: '#0b5cad',
  secondaryColor: '#f59e0b',
  hotline: '',
  zalo: '',
  email: '',
  address: '',
  taxCode: '',
  bankAccounts: [],
  products: ['flights'],
  fees: {
    vn: { domestic: '0', international: '0' },
    lowCost: { domestic: '0', international: '0' },
    gds: { domestic: '0', international: '0' },
  },
  pricesIncludeFee: true,
  holdMinutes: '60',
  termsHtml: '',
  privacyHtml: '',
  isPublished: false,
};

export function formOfSite(site: TB2cSiteConfig | null): SiteFormValues {
  if (!site) return EMPTY_SITE;
  // What the server adds to its answer is never sent back (the PUT takes only the site's own fields).
  const { path: _path, updatedAt: _updatedAt, ...own } = site;
  const fees = Object.fromEntries(
    FEE_GROUPS.map((group) => [
      group,
      {
        domestic: String(site.serviceFees[group].domestic),
        international: String(site.serviceFees[group].international),
      },
    ]),
  ) as SiteFormValues['fees'];
  return {
    ...EMPTY_SITE,
    ...own,
    hostName: site.hostName ?? '',
    holdMinutes: String(site.holdMinutes),
    fees,
    bankAccounts: site.bankAccounts.map((account) => ({ ...account })),
  };
}

/** The PUT body; the server checks every field and names the bad ones. */
export function bodyOfForm(values: SiteFormValues): TB2cSiteConfigWrite {
  const { fees, hostName, holdMinutes, ...rest } = values;
  const fee = (group: FeeGroup, type: FeeType) => typedAmount(fees[group][type]) ?? 0;
  return {
    ...rest,
    hostName: hostName.trim() === '' ? null : hostName.trim(),
    holdMinutes: Number(holdMinutes),
    bankAccounts: values.bankAccounts as TB2cSiteConfigWrite['bankAccounts'],
    serviceFees: {
      vn: { domestic: fee('vn', 'domestic'), international: fee('vn', 'international') },
      lowCost: { domestic: fee('lowCost', 'domestic'), international: fee('lowCost', 'international') },
      gds: { domestic: fee('gds', 'domestic'), international: fee('gds', 'international') },
    },
  };
}
