// How a passenger reads in an edit form: airline spelling, type, and for an infant the adult it travels on.
import type { TFunction } from 'i18next';
import type { PassengerChoice } from '../model/booking-choices';

export function passengerText(t: TFunction, choice: PassengerChoice, all: readonly PassengerChoice[]): string {
  const type = t(`editForms.paxTypes.${choice.type}`);
  const parent = all.find((other) => other.paxId === choice.parentPaxId);
  return parent
    ? `${choice.name} (${type}, ${t('editForms.passengers.onAdult', { name: parent.name })})`
    : `${choice.name} (${type})`;
}
