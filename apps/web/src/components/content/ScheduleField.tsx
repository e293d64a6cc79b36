// A start or end of a content schedule (news, B2C articles, banners): the browser's date-time input, read as Vietnam
// time by the form.
import TextField from '@mui/material/TextField';

export function ScheduleField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  help?: string;
}) {
  return (
    <TextField
      type="datetime-local"
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.problem)}
      helperText={props.problem ?? props.help}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
