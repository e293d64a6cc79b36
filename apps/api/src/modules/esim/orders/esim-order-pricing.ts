// A cart priced for the buyer's agency: every line's package found in the vendor's catalogue (400 naming
// `lines.N.productId` otherwise), the lines as sold, one sale line per eSIM, the total its deposit pays.
import type { TEsimOrderLine, TEsimOrderRequest, TEsimVendorPackage } from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import type { EsimAgencyContext } from '../esim-agency.js';
import { unknownProduct } from '../esim-errors.js';
import { priceProduct } from '../products/esim-pricing.js';
import type { EsimPricing } from '../repository/esim-rows.js';

export type PricedCart = {
  context: EsimAgencyContext;
  lines: TEsimOrderLine[];
  pricing: EsimPricing;
  supplierNet: number;
  feeTotal: number;
  totalAmount: number;
};

export function priceCart(
  request: Pick<TEsimOrderRequest, 'lines'>,
  catalogue: { context: EsimAgencyContext; byId: ReadonlyMap<string, TEsimVendorPackage> },
): PricedCart {
  const { context, byId } = catalogue;
  const packages = request.lines.map((line, index) => {
    const entry = byId.get(line.productId);
    if (!entry) throw unknownProduct(`lines.${index}.productId`);
    return entry;
  });
  const lines: TEsimOrderLine[] = request.lines.map((line, index) => {
    const product = priceProduct(packages[index]!, context.esimFees);
    const { name, coverage, destinationVi, destinationEn, dataMb, fairUseMbPerDay, validityDays, hotspot, apn } =
      product;
    return {
      productId: line.productId,
      product: { name, coverage, destinationVi, destinationEn, dataMb, fairUseMbPerDay, validityDays, hotspot, apn },
      quantity: line.quantity,
      unitPrice: product.unitPrice,
      chainFee: product.chainFee,
    };
  });
  const saleLines = request.lines.flatMap((line, index) =>
    Array.from({ length: line.quantity }, () => ({
      packageId: line.productId,
      supplierNet: packages[index]!.netPrice,
      fees: [...context.esimFees],
    })),
  );
  const supplierNet = sumVnd(saleLines.map((line) => line.supplierNet));
  const totalAmount = sumVnd(lines.map((line) => line.unitPrice * line.quantity));
  return {
    context,
    lines,
    pricing: { chainAgencyIds: context.chainAgencyIds, lines: saleLines },
    supplierNet,
    feeTotal: totalAmount - supplierNet,
    totalAmount,
  };
}
