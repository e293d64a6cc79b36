// A labelled outlined input (TextField's look) built from its light parts: TextField always loads Select, Menu and
// Modal, which a password field does not need (decision 065). The shell's password fields use it; the sign-in pages
// have plain fields of their own (decision 152).
import { useId, type ChangeEventHandler, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';

export type LightFieldProps = {
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  id?: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  slotProps?: { htmlInput?: InputBaseComponentProps };
  sx?: SxProps<Theme>;
};

export function LightField(props: LightFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const helperId = props.helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      required={props.required}
      fullWidth={props.fullWidth}
      size={props.size}
      error={props.error}
      sx={props.sx}
    >
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.required ? <>{props.label}&thinsp;*</> : props.label}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={props.onChange}
        endAdornment={props.endAdornment}
        inputProps={{ ...props.slotProps?.htmlInput, 'aria-describedby': helperId }}
      />
      {props.helperText ? <FormHelperText id={helperId}>{props.helperText}</FormHelperText> : null}
    </FormControl>
  );
}
