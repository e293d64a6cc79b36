// add-remark: a general, confidential or itinerary remark, sent in airline spelling (2–250 characters).
import { useTranslation } from 'react-i18next';
import { REMARK_TEXT_MAX_LENGTH } from '@portal/contracts';
import type { EditFormProps } from '../form-types';
import { AirlineTextField } from '../fields/AirlineTextField';
import { remarkKindOptions } from '../fields/choice-options';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditSelect } from '../fields/EditSelect';
import { useEditForm } from '../model/use-edit-form';

export default function AddRemarkForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm(props, { initial: { kind: 'GENERAL', text: '' }, fields: ['kind', 'text'] });
  return (
    <EditFormLayout form={form}>
      <EditSelect
        form={form}
        field="kind"
        label={t('editForms.fields.remarkKind')}
        options={remarkKindOptions(t)}
        isRequired
      />
      <AirlineTextField
        form={form}
        field="text"
        label={t('editForms.fields.remark')}
        max={REMARK_TEXT_MAX_LENGTH}
        isRequired
        isMultiline
      />
    </EditFormLayout>
  );
}
