// A list's filter form: the outlined frame named for screen readers, its wrapping row of fields, and Apply / Clear.
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';

export function FilterPanel(props: {
  /** The form's accessible name. */
  label: string;
  applyLabel: string;
  clearLabel: string;
  onApply: () => void;
  onClear: () => void;
  /** Left out of a printed page. */
  hideWhenPrinted?: boolean;
  /** Buttons as tall as the small fields (40px), never shrunk. */
  tallButtons?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply();
  };
  const buttonSx = props.tallButtons ? { minHeight: 40 } : undefined;
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={props.label}
      data-print={props.hideWhenPrinted ? 'hide' : undefined}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {props.children}
        <Box sx={{ display: 'flex', gap: 1, ...(props.tallButtons ? { flex: '0 0 auto' } : {}) }}>
          <Button type="submit" variant="contained" sx={buttonSx}>
            {props.applyLabel}
          </Button>
          <Button onClick={props.onClear} sx={buttonSx}>
            {props.clearLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
