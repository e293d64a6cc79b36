// A dd/MM/yyyy text field: digits keyboard on phones, and eight digits tidied into a date when the field is left.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldState } from '../hooks/use-passenger-draft';
import { tidyTypedDate } from '../../../lib/forms/typed-date';
import { messageProps } from './field-props';

type Props = {
  fieldKey: string;
  label: string;
  value: string;
  state: FieldState;
  isRequired?: boolean;
  onChange: (value: string) => void;
  onLeave: () => void;
};

export function TypedDateField({ fieldKey, label, value, state, isRequired = false, onChange, onLeave }: Props) {
  const { t } = useTranslation();
  const props = messageProps(fieldKey, state, t('passengers.fields.dateHint'));
  return (
    <TextField
      {...props}
      label={label}
      value={value}
      required={isRequired}
      placeholder={t('passengers.fields.datePlaceholder')}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const tidy = tidyTypedDate(value);
        if (tidy !== value) onChange(tidy);
        onLeave();
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        inputLabel: { shrink: true },
      }}
      fullWidth
    />
  );
}
