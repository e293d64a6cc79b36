// add-sk: a special keyword (CORP, VIP…) the airlines read, with an optional text, for the PNR or some passengers.
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { AirlineTextField } from '../fields/AirlineTextField';
import { keywordOptions } from '../fields/choice-options';
import { EditFormLayout } from '../fields/EditFormLayout';
import { ElementPassengers } from '../fields/ElementPassengers';
import { EditSelect } from '../fields/EditSelect';
import { useEditForm } from '../model/use-edit-form';

export default function AddSkForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, {
    initial: { keyword: '', text: '', paxIds: [] as string[] },
    fields: ['keyword', 'text', 'paxIds'],
  });
  return (
    <EditFormLayout form={form}>
      <EditSelect
        form={form}
        field="keyword"
        label={t('editForms.fields.keyword')}
        options={keywordOptions(t)}
        emptyLabel={t('editForms.choose')}
        isRequired
      />
      <AirlineTextField form={form} field="text" label={t('editForms.fields.keywordText')} />
      <ElementPassengers form={form} booking={props.booking} />
    </EditFormLayout>
  );
}
