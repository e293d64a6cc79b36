// add-pax-endorsement: the FE endorsement line printed on the tickets, for every passenger or some.
import { useTranslation } from 'react-i18next';
import { AIRLINE_LINE_MAX_LENGTH } from '@portal/contracts';
import type { EditFormProps } from '../form-types';
import { AirlineTextField } from '../fields/AirlineTextField';
import { EditFormLayout } from '../fields/EditFormLayout';
import { PassengerChecklist } from '../fields/PassengerChecklist';
import { useEditForm } from '../model/use-edit-form';

export default function AddPaxEndorsementForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { text: '', paxIds: [] as string[] }, fields: ['text', 'paxIds'] });
  return (
    <EditFormLayout form={form}>
      <AirlineTextField
        form={form}
        field="text"
        label={t('editForms.fields.endorsement')}
        max={AIRLINE_LINE_MAX_LENGTH}
        isRequired
      />
      <PassengerChecklist
        form={form}
        field="paxIds"
        booking={props.booking}
        label={t('editForms.fields.passengers')}
        hint={t('editForms.hints.everyPassenger')}
      />
    </EditFormLayout>
  );
}
