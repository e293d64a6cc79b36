// A report's from / to fields, typed dd/MM/yyyy, each showing its own problem.
import TextField from '@mui/material/TextField';

type PeriodField = 'from' | 'to';

type ReportPeriodFieldsProps = {
  /** The days as typed. */
  value: Record<PeriodField, string>;
  labels: Record<PeriodField, string>;
  errors: Partial<Record<PeriodField, string>>;
  onChange: (field: PeriodField, typed: string) => void;
};

export function ReportPeriodFields({ value, labels, errors, onChange }: ReportPeriodFieldsProps) {
  return (
    <>
      {(['from', 'to'] as const).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          value={value[field]}
          onChange={(event) => onChange(field, event.target.value)}
          placeholder="dd/MM/yyyy"
          error={Boolean(errors[field])}
          helperText={errors[field]}
          size="small"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
          sx={{ flex: '1 1 150px', minWidth: 0 }}
        />
      ))}
    </>
  );
}
