// add-infant-vj: an infant on an adult of a ticketed Vietjet booking, paid at once: names with the airline spelling,
// dd/MM/yyyy birth date and on an international itinerary the infant's passport; the fare quoted then paid.
import { bookingEditSchemaFor } from '@portal/domain';
import type { PaidFormProps } from '../paid-form-types';
import {
  EMPTY_INFANT,
  InfantFields,
  infantBodyOf,
  infantFieldsOf,
  type InfantValues,
} from '../../../booking-edit/forms/fields/InfantFields';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import { usePaidForm } from '../use-paid-form';

export default function AddInfantVjForm(props: PaidFormProps) {
  const { isInternational } = props.context;
  const form = usePaidForm<InfantValues>(props, {
    initial: EMPTY_INFANT,
    // The same body as add-infant on a held booking, so its rules (an adult without an infant, under 2 on the last
    // flight, a passport abroad) are checked here before the quote; the server checks them again.
    schema: bookingEditSchemaFor('add-infant', props.context),
    fields: infantFieldsOf(isInternational),
    toBody: (values) => infantBodyOf(values, isInternational),
  });
  return (
    <PaidFormLayout form={form}>
      <InfantFields form={form} booking={props.booking} isInternational={isInternational} />
    </PaidFormLayout>
  );
}
