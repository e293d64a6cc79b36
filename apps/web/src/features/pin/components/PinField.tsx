// A six-digit PIN input: digits only, masked, the numeric keyboard on phones.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PIN_LENGTH } from '@portal/contracts/pin/pin-rules';

type PinFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'variant'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function PinField({ value, onValueChange, slotProps, ...props }: PinFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: PIN_LENGTH,
          autoComplete: 'off',
          style: { letterSpacing: '0.5em' },
        },
      }}
    />
  );
}
