// add-osi: a message to the airline (OSI) for the whole PNR or some passengers, to the booking's airline or another.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { AirlineTextField } from '../fields/AirlineTextField';
import { EditFormLayout } from '../fields/EditFormLayout';
import { ElementPassengers } from '../fields/ElementPassengers';
import { EditTextField } from '../fields/EditTextField';
import { useEditForm } from '../model/use-edit-form';

export default function AddOsiForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { text: '', carrier: '', paxIds: [] as string[] },
    fields: ['text', 'carrier', 'paxIds'],
  });
  return (
    <EditFormLayout form={form}>
      <AirlineTextField form={form} field="text" label={t('editForms.fields.osiText')} isRequired />
      <EditTextField
        form={form}
        field="carrier"
        label={t('editForms.fields.carrier')}
        hint={t('editForms.hints.carrier', { airline: props.booking.airline })}
        isUpper
        maxLength={2}
      />
      <ElementPassengers form={form} booking={props.booking} />
    </EditFormLayout>
  );
}
