// Add-ons of a hold: the supplier's catalogue per chosen flight, and the agent's choices checked against it (SPEC §4:
// one option per group category per passenger per route). Add-ons are sold at the supplier's price, with no issue fee.
import type {
  TAncillaryChoice,
  TBookingSystem,
  TPaxType,
  TSupplierAncillariesResponse,
  TSupplierAncillary,
} from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import { invalidFields, type FieldIssue } from '../../../platform/field-error.js';
import type { StoredAncillary } from '../repository/booking-rows.js';
import { lookupFailure, type BookingSupplierDeps, type CallContext, type PaxCounts } from '../booking-suppliers.js';

export type CatalogueRoute = TSupplierAncillariesResponse['routes'][number] & {
  offerId: string;
  system: TBookingSystem;
};
/** offer id → what its supplier sells on that flight. */
export type Catalogue = Map<string, CatalogueRoute>;

/** The supplier's add-ons for a system's flights; its refusals and silences answer like any lookup (400, 409, 502). */
export async function fetchCatalogue(
  deps: BookingSupplierDeps,
  context: CallContext,
  request: {
    system: TBookingSystem;
    account: string;
    keys: readonly string[];
    pax: PaxCounts;
    fieldOf: (supplierField: string) => string;
  },
): Promise<CatalogueRoute[]> {
  const { system, account, keys, pax } = request;
  const result = await deps.suppliers.ancillaries(
    system,
    { account, flights: keys.map((key) => ({ key })), pax },
    { deadlineMs: deps.deadlineMs },
  );
  if (!result.ok) throw lookupFailure(deps, { context, system, result, fieldOf: request.fieldOf });
  return result.value.routes.map((route) => ({ ...route, offerId: `${system}:${route.flightKey}`, system }));
}

const TEXT = {
  paxId: { vi: 'không phải hành khách của đặt chỗ', en: 'not a passenger of this booking' },
  offerId: { vi: 'không phải chuyến bay đã chọn', en: 'not one of the chosen flights' },
  code: { vi: 'hãng không bán dịch vụ này trên chặng', en: 'not sold on this flight' },
  paxType: { vi: 'không bán cho loại hành khách này', en: 'not sold to this passenger type' },
  group: {
    vi: 'mỗi hành khách chỉ chọn một dịch vụ mỗi nhóm trên một chặng',
    en: 'one option per group per passenger and flight',
  },
} satisfies Record<string, Record<Language, string>>;

/** The choices as they will be held, or 400 naming `ancillaries.N.field` for each one that cannot be. */
export function checkedAncillaries(options: {
  choices: readonly TAncillaryChoice[];
  passengers: ReadonlyMap<string, TPaxType>;
  catalogue: Catalogue;
  language: Language;
}): StoredAncillary[] {
  const { choices, passengers, catalogue, language } = options;
  const issues: FieldIssue[] = [];
  const chosen: StoredAncillary[] = [];
  const taken = new Set<string>();
  choices.forEach((choice, index) => {
    const problem = (field: string, text: keyof typeof TEXT) =>
      issues.push({ field: `ancillaries.${index}.${field}`, message: TEXT[text][language] });
    const type = passengers.get(choice.paxId);
    if (!type) return problem('paxId', 'paxId');
    const route = catalogue.get(choice.offerId);
    if (!route) return problem('offerId', 'offerId');
    const option: TSupplierAncillary | undefined = route.options.find((candidate) => candidate.code === choice.code);
    if (!option) return problem('code', 'code');
    if (!option.paxTypes.includes(type)) return problem('code', 'paxType');
    const group = `${choice.paxId}|${choice.offerId}|${option.groupCategory}`;
    if (taken.has(group)) return problem('code', 'group');
    taken.add(group);
    chosen.push({
      paxId: choice.paxId,
      offerId: choice.offerId,
      flightKey: route.flightKey,
      code: option.code,
      category: option.category,
      groupCategory: option.groupCategory,
      name: option.name,
      price: option.price,
    });
  });
  if (issues.length > 0) throw invalidFields(issues);
  return chosen;
}
