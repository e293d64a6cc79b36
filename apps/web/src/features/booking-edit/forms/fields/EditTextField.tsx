// A one-line text field bound to an edit form field: its message under it (or a hint), upper case when asked.
import TextField from '@mui/material/TextField';
import { messageProps, textOf, type FieldBinding } from './field-binding';

type Props = {
  form: FieldBinding;
  field: string;
  label: string;
  hint?: string;
  isRequired?: boolean;
  isUpper?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
};

export function EditTextField({ form, field, label, hint, isRequired, isUpper, maxLength, inputMode }: Props) {
  return (
    <TextField
      {...messageProps(form, field, hint)}
      label={label}
      value={textOf(form, field)}
      required={isRequired}
      onChange={(event) => form.change(field, isUpper ? event.target.value.toUpperCase() : event.target.value)}
      slotProps={{ htmlInput: { maxLength, inputMode, autoComplete: 'off', spellCheck: false } }}
      fullWidth
    />
  );
}
