// edit-phone: the booking contact's mobile, by the Vietnamese rule (the same as the contract's).
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { useEditForm } from '../model/use-edit-form';

export default function EditPhoneForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { phone: props.booking.contact.phone }, fields: ['phone'] });
  return (
    <EditFormLayout form={form}>
      <EditTextField
        form={form}
        field="phone"
        label={t('editForms.fields.phone')}
        hint={t('editForms.rules.phone')}
        isRequired
        inputMode="tel"
        maxLength={15}
      />
    </EditFormLayout>
  );
}
