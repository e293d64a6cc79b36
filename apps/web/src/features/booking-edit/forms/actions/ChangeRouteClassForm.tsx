// change-route-class: rebook one flight in another booking class (one letter); a held booking's price follows.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { FlightSelect } from '../fields/FlightPickers';
import { useEditForm } from '../model/use-edit-form';

export default function ChangeRouteClassForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { flightKey: '', bookingClass: '' },
    fields: ['flightKey', 'bookingClass'],
  });
  const route = props.booking.routes.find((candidate) => candidate.offerId === form.values.flightKey);
  return (
    <EditFormLayout form={form}>
      <FlightSelect form={form} field="flightKey" booking={props.booking} />
      <EditTextField
        form={form}
        field="bookingClass"
        label={t('editForms.fields.bookingClass')}
        hint={
          route ? t('editForms.hints.currentClass', { fareClass: route.fareClass }) : t('editForms.rules.bookingClass')
        }
        isRequired
        isUpper
        maxLength={1}
      />
    </EditFormLayout>
  );
}
