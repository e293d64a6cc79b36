// A labelled outlined input (TextField's look) built from its light parts: TextField always loads Select, Menu and
// Modal, which the sign-in pages do not need (decision 065). Also renders a native select when given `options`.
import { useId, type ChangeEventHandler, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';

export type LightFieldProps = {
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
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
  /** A native select of these options instead of a text input (its label always shrunk). */
  options?: readonly { value: string; label: string }[];
  slotProps?: { htmlInput?: InputBaseComponentProps };
  sx?: SxProps<Theme>;
};

export function LightField(props: LightFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const helperId = props.helperText ? `${id}-helper-text` : undefined;
  const shrink = props.options ? true : undefined;
  const input = (
    <OutlinedInput
      id={id}
      label={props.required ? <>{props.label}&thinsp;*</> : props.label}
      notched={shrink}
      name={props.name}
      type={props.options ? undefined : props.type}
      autoComplete={props.autoComplete}
      autoFocus={props.autoFocus}
      value={props.value}
      onChange={props.onChange}
      endAdornment={props.endAdornment}
      inputProps={{ ...props.slotProps?.htmlInput, 'aria-describedby': helperId }}
    />
  );
  return (
    <FormControl
      variant="outlined"
      required={props.required}
      fullWidth={props.fullWidth}
      size={props.size}
      error={props.error}
      sx={props.sx}
    >
      <InputLabel htmlFor={id} shrink={shrink}>
        {props.label}
      </InputLabel>
      {props.options ? (
        <NativeSelect input={input} value={props.value} onChange={props.onChange} id={id}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        input
      )}
      {props.helperText ? <FormHelperText id={helperId}>{props.helperText}</FormHelperText> : null}
    </FormControl>
  );
}
