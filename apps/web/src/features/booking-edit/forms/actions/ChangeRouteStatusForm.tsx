// change-route-status: confirm a waitlisted or changed flight (HL, KK, TK → HK).
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { FlightSelect } from '../fields/FlightPickers';
import { flightChoices } from '../model/booking-choices';
import { useEditForm } from '../model/use-edit-form';

export default function ChangeRouteStatusForm(props: EditFormProps) {
  const { t } = useTranslation();
  const pending = flightChoices(props.booking).filter((choice) => choice.pendingStatuses.length > 0);
  const form = useEditForm(props, {
    initial: { flightKey: pending.length === 1 ? pending[0]!.flightKey : '', status: 'HK' },
    fields: ['flightKey', 'status'],
  });
  return (
    <EditFormLayout form={form} submitLabel={t('editForms.confirmStatus')}>
      {pending.length === 0 && <Typography color="text.secondary">{t('editForms.hints.noPendingFlight')}</Typography>}
      <FlightSelect form={form} field="flightKey" booking={props.booking} />
      <Typography id="edit-status">{t('editForms.hints.statusToHk')}</Typography>
    </EditFormLayout>
  );
}
