// change-passenger-info: a name correction typed in Vietnamese, the airline spelling previewed (a fee may be quoted).
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TITLES_BY_PAX_TYPE } from '@portal/domain';
import type { EditFormProps } from '../form-types';
import { titleOptions } from '../fields/choice-options';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditSelect } from '../fields/EditSelect';
import { NameFields } from '../fields/NameFields';
import { PassengerSelect } from '../fields/PassengerSelect';
import { useEditForm } from '../model/use-edit-form';

export default function ChangePassengerInfoForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { paxId: '', title: '', lastName: '', firstName: '' },
    fields: ['paxId', 'title', 'lastName', 'firstName'],
  });
  const passengerOf = (paxId: string) => props.booking.passengers.find((passenger) => passenger.paxId === paxId);
  const chosen = passengerOf(form.values.paxId);
  const choose = (paxId: string) => {
    const passenger = passengerOf(paxId);
    form.changeMany({
      paxId,
      title: passenger?.title ?? '',
      lastName: passenger?.lastName ?? '',
      firstName: passenger?.firstName ?? '',
    });
  };
  return (
    <EditFormLayout form={form}>
      <PassengerSelect form={form} field="paxId" booking={props.booking} onChoose={choose} />
      <Box sx={{ maxWidth: { sm: '50%' } }}>
        <EditSelect
          form={form}
          field="title"
          label={t('editForms.fields.title')}
          options={titleOptions(t, chosen ? TITLES_BY_PAX_TYPE[chosen.type] : ['MR', 'MRS', 'MS', 'MSTR', 'MISS'])}
          emptyLabel={t('editForms.choose')}
          isRequired
        />
      </Box>
      <NameFields form={form} />
    </EditFormLayout>
  );
}
