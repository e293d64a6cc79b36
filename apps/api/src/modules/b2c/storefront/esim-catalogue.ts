// The eSIM packages a consumer sees on a site (decision 137): the agency's priced catalogue from the eSIM module (the
// vendor's cached list), each at the consumer price — the vendor's suggested retail price, never below the agency's
// cost — with only what a traveller needs; the agency's cost is kept for the order's margin, never shown.
import type { TEsimProductsResponse, TEsimRegion } from '@portal/contracts';
import { consumerEsimUnitPrice } from '@portal/domain';
import type { PublicSite } from './public-site.js';
import type { SiteLanguage } from './storefront-text.js';

export type ConsumerEsimPackage = {
  id: string;
  /** The destination it is sold under: a country code, or a region code (ASIA…, GLOBAL) for a multi-country one. */
  destination: string;
  coverageType: 'country' | 'region' | 'global';
  region: TEsimRegion;
  countries: string[];
  destinationName: { vi: string; en: string };
  dataMb: number | null;
  fairUseMbPerDay: number | null;
  validityDays: number;
  voiceMinutes: number | null;
  sms: number | null;
  hotspot: boolean;
  /** What the consumer pays for one eSIM (VND). */
  price: number;
};

/** What the storefront needs of the eSIM module: the catalogue as an agency buys it. */
export type EsimProductSource = { list(agencyId: string): Promise<TEsimProductsResponse> };

export type PricedConsumerEsim = { entry: ConsumerEsimPackage; agencyCost: number };

const GB = 1024;
const gigabytes = (mb: number) => `${Number((mb / GB).toFixed(1))} GB`;

/** "5 GB" or "Không giới hạn" / "Unlimited". */
export function esimDataLabel(entry: Pick<ConsumerEsimPackage, 'dataMb'>, language: SiteLanguage): string {
  if (entry.dataMb !== null) return gigabytes(entry.dataMb);
  return language === 'vi' ? 'Không giới hạn' : 'Unlimited';
}

/** "Nhật Bản 5 GB 7 ngày" / "Japan 5 GB 7 days": how the package is named to the consumer and in the order. */
export function esimPackageLabel(entry: ConsumerEsimPackage, language: SiteLanguage): string {
  const days = language === 'vi' ? `${entry.validityDays} ngày` : `${entry.validityDays} days`;
  return `${entry.destinationName[language]} ${esimDataLabel(entry, language)} ${days}`;
}

export function createConsumerEsimCatalogue(products: EsimProductSource) {
  /** Every base package of the site's agency at its consumer price, with the agency's cost beside it. */
  async function pricedOf(site: PublicSite): Promise<PricedConsumerEsim[]> {
    const { products: list } = await products.list(site.agencyId);
    return list.map((product) => ({
      agencyCost: product.unitPrice,
      entry: {
        id: product.id,
        destination: product.coverage.code,
        coverageType: product.coverage.type,
        region: product.coverage.region,
        countries: product.coverage.countries,
        destinationName: { vi: product.destinationVi, en: product.destinationEn },
        dataMb: product.dataMb,
        fairUseMbPerDay: product.fairUseMbPerDay,
        validityDays: product.validityDays,
        voiceMinutes: product.voiceMinutes,
        sms: product.sms,
        hotspot: product.hotspot,
        price: consumerEsimUnitPrice(product),
      },
    }));
  }

  return {
    /** What the pages list. */
    packagesOf: async (site: PublicSite): Promise<ConsumerEsimPackage[]> =>
      (await pricedOf(site)).map((priced) => priced.entry),
    /** One package with the agency's cost, for an order (undefined: the vendor does not sell it). */
    priced: async (site: PublicSite, packageId: string): Promise<PricedConsumerEsim | undefined> =>
      (await pricedOf(site)).find((priced) => priced.entry.id === packageId),
  };
}

export type ConsumerEsimCatalogue = ReturnType<typeof createConsumerEsimCatalogue>;
