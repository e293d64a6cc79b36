// A filter's small drop-down: "all" (empty value) first, then the given options.
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FilterOption = { value: string; label: ReactNode };

export function FilterSelect({
  allLabel,
  options,
  ...field
}: Omit<TextFieldProps, 'select' | 'children'> & { allLabel: string; options: readonly FilterOption[] }) {
  return (
    <TextField select size="small" {...field}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
