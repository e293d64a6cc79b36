// submit-sc: accept the airline's schedule change: the flights it changed (TK/UN) are shown and confirmed to HK.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { FlightChecklist } from '../fields/FlightPickers';
import { flightChoices } from '../model/booking-choices';
import { useEditForm } from '../model/use-edit-form';

const SCHEDULE_CHANGE = ['TK', 'UN'];

export default function SubmitScForm(props: EditFormProps) {
  const { t } = useTranslation();
  const changed = flightChoices(props.booking).filter((choice) =>
    choice.pendingStatuses.some((status) => SCHEDULE_CHANGE.includes(status)),
  );
  const form = useEditForm(props, {
    initial: { flightKeys: changed.map((choice) => choice.flightKey) },
    fields: ['flightKeys'],
  });
  return (
    <EditFormLayout form={form} submitLabel={t('editForms.acceptScheduleChange')}>
      <Alert severity={changed.length > 0 ? 'warning' : 'info'}>
        {changed.length > 0
          ? t('editForms.hints.scheduleChange', { count: changed.length })
          : t('editForms.hints.noScheduleChange')}
      </Alert>
      <FlightChecklist
        form={form}
        field="flightKeys"
        booking={props.booking}
        label={t('editForms.fields.changedFlights')}
        isOffered={
          changed.length > 0 ? (choice) => changed.some((one) => one.flightKey === choice.flightKey) : undefined
        }
      />
    </EditFormLayout>
  );
}
