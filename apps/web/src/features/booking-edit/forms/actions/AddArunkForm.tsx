// add-arunk: an arrival-unknown surface segment after a flight, before the next one that does not connect.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { FlightSelect } from '../fields/FlightPickers';
import { useEditForm } from '../model/use-edit-form';

export default function AddArunkForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { afterFlightKey: '' }, fields: ['afterFlightKey'] });
  return (
    <EditFormLayout form={form}>
      <FlightSelect
        form={form}
        field="afterFlightKey"
        booking={props.booking}
        label={t('editForms.fields.afterFlight')}
        hint={t('editForms.hints.arunk')}
      />
    </EditFormLayout>
  );
}
