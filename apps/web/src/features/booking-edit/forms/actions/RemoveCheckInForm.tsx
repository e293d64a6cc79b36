// remove-checkIn: undo the online check-in of some passengers on one flight (low-cost airlines).
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { FlightSelect } from '../fields/FlightPickers';
import { PassengerChecklist } from '../fields/PassengerChecklist';
import { useEditForm } from '../model/use-edit-form';

export default function RemoveCheckInForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { flightKey: '', paxIds: [] as string[] },
    fields: ['flightKey', 'paxIds'],
  });
  return (
    <EditFormLayout form={form}>
      <FlightSelect form={form} field="flightKey" booking={props.booking} />
      <PassengerChecklist form={form} field="paxIds" booking={props.booking} label={t('editForms.fields.passengers')} />
    </EditFormLayout>
  );
}
