// A labelled group of checkboxes (a fieldset with its legend) for one filter of the panel.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

export type FilterChoice<T> = { value: T; label: string };

export type FilterGroupProps<T> = {
  legend: string;
  choices: readonly FilterChoice<T>[];
  checked: readonly T[];
  onChange: (checked: T[]) => void;
};

export function FilterGroup<T extends string | number>({ legend, choices, checked, onChange }: FilterGroupProps<T>) {
  if (choices.length === 0) return null;
  const toggle = (value: T, isChecked: boolean) =>
    onChange(isChecked ? [...checked, value] : checked.filter((current) => current !== value));
  return (
    <FormControl component="fieldset" variant="standard" sx={{ mb: 2, display: 'block' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <FormGroup>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            control={
              <Checkbox
                size="small"
                checked={checked.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
            }
            label={choice.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
