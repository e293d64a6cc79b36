// add-osi: a message to the airline (OSI) for the whole PNR or some passengers, to the booking's airline or another.
import { useTranslation } from 'react-i18next';
import { AIRLINE_LINE_MAX_LENGTH } from '@portal/contracts';
import type { EditFormProps } from '../form-types';
import { AirlineTextField } from '../fields/AirlineTextField';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { PassengerChecklist } from '../fields/PassengerChecklist';
import { useEditForm } from '../model/use-edit-form';

export default function AddOsiForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { text: '', carrier: '', paxIds: [] as string[] },
    fields: ['text', 'carrier', 'paxIds'],
  });
  return (
    <EditFormLayout form={form}>
      <AirlineTextField
        form={form}
        field="text"
        label={t('editForms.fields.osiText')}
        max={AIRLINE_LINE_MAX_LENGTH}
        isRequired
      />
      <EditTextField
        form={form}
        field="carrier"
        label={t('editForms.fields.carrier')}
        hint={t('editForms.hints.carrier', { airline: props.booking.airline })}
        isUpper
        maxLength={2}
      />
      <PassengerChecklist
        form={form}
        field="paxIds"
        booking={props.booking}
        label={t('editForms.fields.passengers')}
        hint={t('editForms.hints.wholeBooking')}
      />
    </EditFormLayout>
  );
}
