// The text fields of the content forms (news, B2C articles, banners): one with its problem in place of its help, and a
// start or end of a schedule (the browser's date-time input, read as Vietnam time by the form).
import TextField from '@mui/material/TextField';

type FieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  help?: string;
};

/** A text field of a content form: its problem shown in place of its help, at most `max` characters. */
export function ContentTextField(
  props: FieldProps & {
    max?: number;
    isRequired?: boolean;
    isMultiline?: boolean;
    /** A moment typed in the browser's date-time input (its label always above it). */
    isDateTime?: boolean;
  },
) {
  return (
    <TextField
      type={props.isDateTime ? 'datetime-local' : undefined}
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.problem)}
      helperText={props.problem ?? props.help}
      slotProps={{
        htmlInput: props.max ? { maxLength: props.max } : {},
        ...(props.isDateTime ? { inputLabel: { shrink: true } } : {}),
      }}
      required={props.isRequired}
      multiline={props.isMultiline}
      minRows={props.isMultiline ? 2 : undefined}
      fullWidth
    />
  );
}

/** A start or end of a content schedule. */
export function ScheduleField(props: FieldProps) {
  return <ContentTextField {...props} isDateTime />;
}
