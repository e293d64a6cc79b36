// A dd/MM/yyyy field of an edit form: digits keyboard on phones, eight digits tidied into a date when it is left.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { tidyTypedDate } from '../../../../lib/forms/typed-date';
import { messageProps, textOf, type FieldBinding } from './field-binding';

type Props = { form: FieldBinding; field: string; label: string; isRequired?: boolean };

export function TypedDateField({ form, field, label, isRequired }: Props) {
  const { t } = useTranslation();
  const value = textOf(form, field);
  return (
    <TextField
      {...messageProps(form, field, t('editForms.fields.dateHint'))}
      label={label}
      value={value}
      required={isRequired}
      placeholder="dd/MM/yyyy"
      onChange={(event) => form.change(field, event.target.value)}
      onBlur={() => {
        const tidy = tidyTypedDate(value);
        if (tidy !== value) form.change(field, tidy);
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        inputLabel: { shrink: true },
      }}
      fullWidth
    />
  );
}
