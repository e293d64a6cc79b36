// A native select bound to an edit form field (keyboard and phone friendly), with an empty first choice when asked.
import TextField from '@mui/material/TextField';
import { messageProps, textOf, type FieldBinding } from './field-binding';

export type SelectOption = { value: string; label: string };

type Props = {
  form: FieldBinding;
  field: string;
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty choice (nothing chosen yet); none when absent. */
  emptyLabel?: string;
  hint?: string;
  isRequired?: boolean;
  /** Called instead of a plain change, e.g. to fill other fields from the choice. */
  onChoose?: (value: string) => void;
};

export function EditSelect({ form, field, label, options, emptyLabel, hint, isRequired, onChoose }: Props) {
  return (
    <TextField
      {...messageProps(form, field, hint)}
      select
      label={label}
      value={textOf(form, field)}
      required={isRequired}
      onChange={(event) => (onChoose ? onChoose(event.target.value) : form.change(field, event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
