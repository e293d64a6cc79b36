// The choice rules of SPEC §4 for what is bought after ticketing: baggage (one per passenger, flight and key, kept only
// when it costs something) and add-ons (one option per group category, the list rebuilt from every choice).
import type { PaidOffer } from './offer-rows';

export type PaidItem = { paxId: string; flightKey: string; optionCode: string };

/** One add-on chosen: its passenger, flight and option (with its group category). */
export type AddOnChoice = { paxId: string; flightKey: string; option: Pick<PaidOffer, 'code' | 'groupCategory'> };

/** The one baggage key a passenger buys per flight (SPEC's ssr key: one checked baggage allowance). */
export const BAGGAGE_KEY = 'BAGGAGE';

/**
 * Edit luggage: a choice replaces the earlier one for the same passenger, route and key; recorded only if its price
 * is above 0 (a free or "no extra bag" option removes the earlier choice and records nothing).
 */
export function chooseLuggage(
  chosen: readonly PaidItem[],
  choice: { paxId: string; flightKey: string; option: Pick<PaidOffer, 'code' | 'price'> | undefined },
): PaidItem[] {
  const others = chosen.filter((item) => !(item.paxId === choice.paxId && item.flightKey === choice.flightKey));
  if (!choice.option || choice.option.price <= 0) return others;
  return [...others, { paxId: choice.paxId, flightKey: choice.flightKey, optionCode: choice.option.code }];
}

const sameSlot = (left: AddOnChoice, right: AddOnChoice) =>
  left.paxId === right.paxId &&
  left.flightKey === right.flightKey &&
  left.option.groupCategory === right.option.groupCategory;

/** Add-ons: a choice for a route and passenger replaces the earlier one of its group category (none clears it). */
export function chooseAddOn(chosen: readonly AddOnChoice[], choice: AddOnChoice, isCleared = false): AddOnChoice[] {
  const others = chosen.filter((entry) => !sameSlot(entry, choice));
  return isCleared ? others : [...others, choice];
}

/** The selected list rebuilt from all choices, in passenger, flight and option order of the offers. */
export function addOnItems(
  chosen: readonly AddOnChoice[],
  order: { paxIds: readonly string[]; flightKeys: readonly string[] },
): PaidItem[] {
  const rank = (entry: AddOnChoice) => [order.paxIds.indexOf(entry.paxId), order.flightKeys.indexOf(entry.flightKey)];
  return [...chosen]
    .sort((left, right) => {
      const [leftPax, leftFlight] = rank(left);
      const [rightPax, rightFlight] = rank(right);
      return leftPax! - rightPax! || leftFlight! - rightFlight! || left.option.code.localeCompare(right.option.code);
    })
    .map((entry) => ({ paxId: entry.paxId, flightKey: entry.flightKey, optionCode: entry.option.code }));
}
