// add-info-passenger: a passenger's birth date, nationality, ID document number or gender (at least one), from what the
// booking has.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { genderOptions } from '../fields/choice-options';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditSelect } from '../fields/EditSelect';
import { EditTextField } from '../fields/EditTextField';
import { PassengerSelect } from '../fields/PassengerSelect';
import { TypedDateField } from '../fields/TypedDateField';
import { useEditForm } from '../model/use-edit-form';

export default function AddInfoPassengerForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { paxId: '', birthDate: '', nationality: '', idNumber: '', gender: '' },
    fields: ['paxId', 'birthDate', 'nationality', 'idNumber', 'gender'],
  });
  // What the booking already has is shown, so the agent adds to it rather than typing it again.
  const choose = (paxId: string) => {
    const passenger = props.booking.passengers.find((candidate) => candidate.paxId === paxId);
    form.changeMany({
      paxId,
      birthDate: passenger?.birthDate ?? '',
      nationality: passenger?.nationality ?? '',
      idNumber: passenger?.idNumber ?? '',
      gender: passenger?.gender ?? '',
    });
  };
  return (
    <EditFormLayout form={form}>
      <PassengerSelect form={form} field="paxId" booking={props.booking} onChoose={choose} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TypedDateField form={form} field="birthDate" label={t('editForms.fields.birthDate')} />
        <EditTextField
          form={form}
          field="nationality"
          label={t('editForms.fields.nationality')}
          hint={t('editForms.hints.country')}
          isUpper
          maxLength={3}
        />
        <EditTextField form={form} field="idNumber" label={t('editForms.fields.idNumber')} isUpper maxLength={20} />
        <EditSelect
          form={form}
          field="gender"
          label={t('editForms.fields.gender')}
          options={genderOptions(t)}
          emptyLabel={t('editForms.choose')}
        />
      </Box>
    </EditFormLayout>
  );
}
