// Add-on choices (SPEC §4): per route and passenger one option per group category; a new choice replaces the old one,
// and the chosen list is rebuilt from the catalogue every time.
import type { TAncillariesResponse, TAncillaryChoice, TAncillaryOption } from '@portal/contracts';

/** `${offerId}|${paxId}|${groupCategory}` → option code. */
export type AddOnChoices = Readonly<Record<string, string>>;

export type ChosenAddOn = { offerId: string; paxId: string; option: TAncillaryOption };

export const choiceKey = (offerId: string, paxId: string, groupCategory: string) =>
  `${offerId}|${paxId}|${groupCategory}`;

/** One choice on the form: the option `code` (null for none) of one group for one passenger on one route. */
export type AddOnChoice = { offerId: string; paxId: string; groupCategory: string; code: string | null };

/** Sets (or with `code` null clears) the option of one group for one passenger on one route. */
export function chooseAddOn(choices: AddOnChoices, choice: AddOnChoice): AddOnChoices {
  const { offerId, paxId, groupCategory, code } = choice;
  const key = choiceKey(offerId, paxId, groupCategory);
  const { [key]: _replaced, ...rest } = choices;
  return code === null ? rest : { ...rest, [key]: code };
}

/** The options a passenger type may buy on a route, grouped by group category in catalogue order. */
export function optionGroups(
  options: readonly TAncillaryOption[],
  paxType: string,
): { groupCategory: string; options: TAncillaryOption[] }[] {
  const groups = new Map<string, TAncillaryOption[]>();
  for (const option of options) {
    if (!option.paxTypes.includes(paxType as TAncillaryOption['paxTypes'][number])) continue;
    groups.set(option.groupCategory, [...(groups.get(option.groupCategory) ?? []), option]);
  }
  return [...groups].map(([groupCategory, grouped]) => ({ groupCategory, options: grouped }));
}

/** The chosen options still sold (a catalogue reloaded without one drops it), in route then passenger order. */
export function chosenAddOns(
  choices: AddOnChoices,
  catalogue: TAncillariesResponse | undefined,
  paxIds: readonly string[],
): ChosenAddOn[] {
  if (!catalogue) return [];
  return catalogue.routes.flatMap((route) =>
    paxIds.flatMap((paxId) =>
      route.options
        .filter((option) => choices[choiceKey(route.offerId, paxId, option.groupCategory)] === option.code)
        .map((option) => ({ offerId: route.offerId, paxId, option })),
    ),
  );
}

export const addOnTotal = (chosen: readonly ChosenAddOn[]) => chosen.reduce((sum, { option }) => sum + option.price, 0);

export const ancillaryChoicesOf = (chosen: readonly ChosenAddOn[]): TAncillaryChoice[] =>
  chosen.map(({ offerId, paxId, option }) => ({ offerId, paxId, code: option.code }));
