// add-infant: an infant on an adult who has none (SSR INFT): names with the airline spelling, birth date, and on an
// international itinerary the infant's passport (SSR DOCS); price quoted.
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EMPTY_INFANT, InfantFields, infantBodyOf, infantFieldsOf, type InfantValues } from '../fields/InfantFields';
import { useEditForm } from '../model/use-edit-form';

export default function AddInfantForm(props: EditFormProps) {
  const { isInternational } = props.context;
  const form = useEditForm<InfantValues>(props, {
    initial: EMPTY_INFANT,
    fields: infantFieldsOf(isInternational),
    toBody: (values) => infantBodyOf(values, isInternational),
  });
  return (
    <EditFormLayout form={form}>
      <InfantFields form={form} booking={props.booking} isInternational={isInternational} />
    </EditFormLayout>
  );
}
