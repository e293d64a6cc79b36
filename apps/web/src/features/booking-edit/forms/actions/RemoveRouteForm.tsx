// remove-route: cancel one flight of the PNR (at least one stays); a held booking's price follows.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { FlightSelect } from '../fields/FlightPickers';
import { useEditForm } from '../model/use-edit-form';

export default function RemoveRouteForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { flightKey: '' }, fields: ['flightKey'] });
  return (
    <EditFormLayout form={form}>
      <FlightSelect
        form={form}
        field="flightKey"
        booking={props.booking}
        label={t('editForms.fields.flightToRemove')}
        hint={t('editForms.hints.oneFlightStays')}
      />
    </EditFormLayout>
  );
}
