// add-ca: the corporate customer account code the fare or billing is under, for the PNR or some passengers.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { ElementPassengers } from '../fields/ElementPassengers';
import { EditTextField } from '../fields/EditTextField';
import { useEditForm } from '../model/use-edit-form';

export default function AddCaForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { accountCode: '', paxIds: [] as string[] },
    fields: ['accountCode', 'paxIds'],
  });
  return (
    <EditFormLayout form={form}>
      <EditTextField
        form={form}
        field="accountCode"
        label={t('editForms.fields.accountCode')}
        hint={t('editForms.rules.accountCode')}
        isRequired
        isUpper
        maxLength={20}
      />
      <ElementPassengers form={form} booking={props.booking} />
    </EditFormLayout>
  );
}
