// The props every passenger-form text field shares: its id, the error or warning under it (or a hint), and its colour.
import type { TextFieldProps } from '@mui/material/TextField';
import { fieldId } from '../model/field-messages';
import type { FieldState } from '../hooks/use-passenger-draft';

export function messageProps(
  key: string,
  state: FieldState,
  hint?: string,
): Pick<TextFieldProps, 'id' | 'error' | 'helperText' | 'slotProps'> {
  const isWarning = !state.error && Boolean(state.warning);
  return {
    id: fieldId(key),
    error: Boolean(state.error),
    helperText: state.error ?? state.warning ?? hint,
    slotProps: isWarning ? { formHelperText: { sx: { color: 'warning.dark' } } } : {},
  };
}

/** A native select's props: MUI's TextField with a real <select>, keyboard and phone friendly. */
export const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
