// A vendor package as the agency buys it: the vendor's net plus the chain's fees (per eSIM, or per top-up), the
// destination named in Vietnamese and English.
import type { TEsimProduct, TEsimVendorPackage } from '@portal/contracts';
import { esimDestinationName } from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import { ESIM_VENDOR } from '../esim-deps.js';

/** `fees`: each link's fee for one unit of this kind, the buyer's link first. */
export function priceProduct(entry: TEsimVendorPackage, fees: readonly number[]): TEsimProduct {
  const chainFee = sumVnd(fees);
  return {
    id: entry.id,
    system: ESIM_VENDOR,
    name: entry.name,
    coverage: entry.coverage,
    destinationVi: esimDestinationName(entry.coverage.code, 'vi'),
    destinationEn: esimDestinationName(entry.coverage.code, 'en'),
    dataMb: entry.dataMb,
    fairUseMbPerDay: entry.fairUseMbPerDay,
    validityDays: entry.validityDays,
    voiceMinutes: entry.voiceMinutes,
    sms: entry.sms,
    hotspot: entry.hotspot,
    networks: entry.networks,
    apn: entry.apn,
    unitPrice: entry.netPrice + chainFee,
    chainFee,
    retailPrice: entry.retailPrice,
  };
}
