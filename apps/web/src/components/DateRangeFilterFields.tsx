// A filter form's from / to fields typed as dd/MM/yyyy (slashes put in while typing), each showing its own problem.
import TextField from '@mui/material/TextField';
import { maskTypedDate, type DateRange, type DateRangeProblems } from '../lib/dates/filter-dates';

export function DateRangeFilterFields(props: {
  value: DateRange;
  problems: DateRangeProblems;
  labels: { from: string; to: string };
  onChange: (name: keyof DateRange, typed: string) => void;
  /** Each field's flex (grow shrink basis) in the filters' row. */
  flex?: string;
}) {
  const field = (name: keyof DateRange) => ({
    label: props.labels[name],
    value: props.value[name],
    onChange: (event: { target: { value: string } }) => props.onChange(name, maskTypedDate(event.target.value)),
    error: Boolean(props.problems[name]),
    helperText: props.problems[name],
    placeholder: 'dd/MM/yyyy',
    size: 'small' as const,
    slotProps: { htmlInput: { inputMode: 'numeric' as const } },
    sx: { flex: props.flex ?? '1 1 140px' },
  });
  return (
    <>
      <TextField {...field('from')} />
      <TextField {...field('to')} />
    </>
  );
}
