// The passport block of an international itinerary: number, nationality and issuing country (VNM by default), dates, city.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldState } from '../hooks/use-passenger-draft';
import type { PassportDraft } from '../model/form-model';
import { messageProps } from './field-props';
import { FORM_GRID } from './form-grid';
import { TypedDateField } from './TypedDateField';

type Props = {
  prefix: string;
  passport: PassportDraft;
  fieldState: (key: string) => FieldState;
  onChange: (change: Partial<PassportDraft>, key: string) => void;
  onLeave: (key: string) => void;
};

export function PassportFields({ prefix, passport, fieldState, onChange, onLeave }: Props) {
  const { t } = useTranslation();
  const keyOf = (field: keyof PassportDraft) => `${prefix}.passport.${field}`;
  const text = (
    field: 'number' | 'nationality' | 'issuingCountry' | 'issuingCity',
    options: { isRequired?: boolean; isUpper?: boolean; maxLength: number; hint?: string },
  ) => {
    const key = keyOf(field);
    const props = messageProps(key, fieldState(key), options.hint);
    return (
      <TextField
        {...props}
        label={t(`passengers.passport.${field}`)}
        value={passport[field]}
        required={options.isRequired}
        onChange={(event) =>
          onChange({ [field]: options.isUpper ? event.target.value.toUpperCase() : event.target.value }, key)
        }
        onBlur={() => onLeave(key)}
        slotProps={{
          ...props.slotProps,
          htmlInput: { maxLength: options.maxLength, autoComplete: 'off', spellCheck: false },
        }}
        fullWidth
      />
    );
  };
  const date = (field: 'issuingDate' | 'expiryDate', isRequired: boolean) => (
    <TypedDateField
      fieldKey={keyOf(field)}
      label={t(`passengers.passport.${field}`)}
      value={passport[field]}
      state={fieldState(keyOf(field))}
      isRequired={isRequired}
      onChange={(value) => onChange({ [field]: value }, keyOf(field))}
      onLeave={() => onLeave(keyOf(field))}
    />
  );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('passengers.passport.title')}
      </Typography>
      <Box sx={FORM_GRID}>
        {text('number', { isRequired: true, isUpper: true, maxLength: 20 })}
        {text('nationality', {
          isRequired: true,
          isUpper: true,
          maxLength: 3,
          hint: t('passengers.passport.countryHint'),
        })}
        {text('issuingCountry', {
          isRequired: true,
          isUpper: true,
          maxLength: 3,
          hint: t('passengers.passport.countryHint'),
        })}
        {date('issuingDate', false)}
        {date('expiryDate', true)}
        {text('issuingCity', { maxLength: 40 })}
      </Box>
    </Box>
  );
}
