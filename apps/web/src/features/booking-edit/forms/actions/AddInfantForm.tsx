// add-infant: an infant on an adult who has none (SSR INFT): names with the airline spelling, birth date; price quoted.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { titleOptions } from '../fields/choice-options';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditSelect } from '../fields/EditSelect';
import { NameFields } from '../fields/NameFields';
import { PassengerSelect } from '../fields/PassengerSelect';
import { TypedDateField } from '../fields/TypedDateField';
import { useEditForm } from '../model/use-edit-form';

export default function AddInfantForm(props: EditFormProps) {
  const { t } = useTranslation();
  const withInfant = new Set(props.booking.passengers.map((passenger) => passenger.parentPaxId).filter(Boolean));
  const form = useEditForm(props, {
    initial: { adultId: '', title: '', lastName: '', firstName: '', birthDate: '' },
    fields: ['adultId', 'title', 'lastName', 'firstName', 'birthDate'],
  });
  return (
    <EditFormLayout form={form}>
      <PassengerSelect
        form={form}
        field="adultId"
        booking={props.booking}
        label={t('editForms.fields.infantAdult')}
        isOffered={(choice) => choice.type === 'ADT' && !withInfant.has(choice.paxId)}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <EditSelect
          form={form}
          field="title"
          label={t('editForms.fields.title')}
          options={titleOptions(t, ['MSTR', 'MISS'])}
          emptyLabel={t('editForms.choose')}
          isRequired
        />
        <TypedDateField form={form} field="birthDate" label={t('editForms.fields.birthDate')} isRequired />
      </Box>
      <NameFields form={form} />
    </EditFormLayout>
  );
}
