// One choice of a report's filters (an agency of the tree, a mode, a grouping…) as a small select, the server's
// complaint under it; and the agencies a report may be narrowed to, as its options.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type ReportOption = {
  value: string;
  label: string;
  /** An agency's depth below the user's, for the indent. */ depth?: number;
};
export type ReportAgencyChoice = { id: string; code: string; name: string; depth: number };

type ReportSelectProps = {
  label: string;
  value: string;
  options: readonly ReportOption[];
  onChange: (value: string) => void;
  error?: string;
  /** The field's share of the filter row (CSS flex). */
  flex?: string;
};

export function ReportSelect({ label, value, options, onChange, error, flex = '1 1 160px' }: ReportSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      size="small"
      sx={{ flex, minWidth: 0 }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.value}
          value={option.value}
          sx={option.depth === undefined ? undefined : { pl: 2 + option.depth * 2 }}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The agencies as options ("CODE — Name", indented by depth), after one for all of them when `everyLabel` is given. */
export function agencyOptions(
  agencies: readonly ReportAgencyChoice[],
  options: { everyLabel?: string; text?: (agency: ReportAgencyChoice) => string } = {},
): ReportOption[] {
  const text = options.text ?? ((agency) => `${agency.code} — ${agency.name}`);
  return [
    ...(options.everyLabel === undefined ? [] : [{ value: '', label: options.everyLabel }]),
    ...agencies.map((agency) => ({ value: agency.id, label: text(agency), depth: agency.depth })),
  ];
}
