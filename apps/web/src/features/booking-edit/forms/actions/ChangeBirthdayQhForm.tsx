// change-birthday-qh: correct a Bamboo Airways passenger's birth date (the airline may charge a fee, quoted first).
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { PassengerSelect } from '../fields/PassengerSelect';
import { TypedDateField } from '../fields/TypedDateField';
import { useEditForm } from '../model/use-edit-form';

export default function ChangeBirthdayQhForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { paxId: '', birthDate: '' }, fields: ['paxId', 'birthDate'] });
  const birthDateOf = (paxId: string) =>
    props.booking.passengers.find((passenger) => passenger.paxId === paxId)?.birthDate ?? '';
  return (
    <EditFormLayout form={form}>
      <PassengerSelect
        form={form}
        field="paxId"
        booking={props.booking}
        onChoose={(paxId) => form.changeMany({ paxId, birthDate: birthDateOf(paxId) })}
      />
      <TypedDateField form={form} field="birthDate" label={t('editForms.fields.birthDate')} isRequired />
    </EditFormLayout>
  );
}
