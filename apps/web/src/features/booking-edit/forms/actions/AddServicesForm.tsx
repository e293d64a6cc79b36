// add-services: a free special service request (wheelchair, meal…) for some passengers on some flights (or every one).
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { AirlineTextField } from '../fields/AirlineTextField';
import { serviceOptions } from '../fields/choice-options';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditSelect } from '../fields/EditSelect';
import { FlightChecklist } from '../fields/FlightPickers';
import { PassengerChecklist } from '../fields/PassengerChecklist';
import { useEditForm } from '../model/use-edit-form';

export default function AddServicesForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { code: '', paxIds: [] as string[], flightKeys: [] as string[], text: '' },
    fields: ['code', 'paxIds', 'flightKeys', 'text'],
  });
  return (
    <EditFormLayout form={form}>
      <EditSelect
        form={form}
        field="code"
        label={t('editForms.fields.service')}
        options={serviceOptions(t)}
        emptyLabel={t('editForms.choose')}
        isRequired
      />
      <PassengerChecklist form={form} field="paxIds" booking={props.booking} label={t('editForms.fields.passengers')} />
      <FlightChecklist form={form} field="flightKeys" booking={props.booking} hint={t('editForms.hints.everyFlight')} />
      <AirlineTextField form={form} field="text" label={t('editForms.fields.serviceText')} />
    </EditFormLayout>
  );
}
