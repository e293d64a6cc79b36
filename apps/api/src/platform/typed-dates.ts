// Days typed dd/MM/yyyy in form bodies (a top-up's transfer date) as yyyy-MM-dd; query strings carry yyyy-MM-dd already (decision 025).
import { parseTypedDate } from '@portal/domain';

/** dd/MM/yyyy (already checked to be a real day by the contract) as yyyy-MM-dd. */
export function typedDateToIso(text: string): string {
  const date = parseTypedDate(text);
  if (!date) throw new RangeError(`not a dd/MM/yyyy day: ${text}`);
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
