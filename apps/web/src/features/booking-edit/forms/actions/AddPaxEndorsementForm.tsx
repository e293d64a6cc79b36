// add-pax-endorsement: the FE endorsement line printed on the tickets, for every passenger or some.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { AirlineTextField } from '../fields/AirlineTextField';
import { EditFormLayout } from '../fields/EditFormLayout';
import { ElementPassengers } from '../fields/ElementPassengers';
import { useEditForm } from '../model/use-edit-form';

export default function AddPaxEndorsementForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { text: '', paxIds: [] as string[] }, fields: ['text', 'paxIds'] });
  return (
    <EditFormLayout form={form}>
      <AirlineTextField form={form} field="text" label={t('editForms.fields.endorsement')} isRequired />
      <ElementPassengers form={form} booking={props.booking} noneMeans="everyPassenger" />
    </EditFormLayout>
  );
}
