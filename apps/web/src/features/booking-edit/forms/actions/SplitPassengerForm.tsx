// split-passenger: move some passengers to a new PNR of the same order; an infant goes with its adult, one stays.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { PassengerChecklist } from '../fields/PassengerChecklist';
import { useEditForm } from '../model/use-edit-form';

export default function SplitPassengerForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { paxIds: [] as string[] }, fields: ['paxIds'] });
  return (
    <EditFormLayout form={form} submitLabel={t('editForms.split')}>
      <PassengerChecklist
        form={form}
        field="paxIds"
        booking={props.booking}
        label={t('editForms.fields.passengersToSplit')}
        hint={t('editForms.hints.split')}
        infantsFollowAdult
      />
    </EditFormLayout>
  );
}
