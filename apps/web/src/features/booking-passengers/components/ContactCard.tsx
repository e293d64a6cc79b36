// The booking's contact: name (following ADT-1's until edited), Vietnamese mobile phone, email and extra information.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldState } from '../hooks/use-passenger-draft';
import type { ContactDraft } from '../model/form-model';
import { messageProps } from './field-props';

type Props = {
  contact: ContactDraft;
  fieldState: (key: string) => FieldState;
  onChange: (change: Partial<ContactDraft>, keys: readonly string[]) => void;
  onLeave: (key: string) => void;
};

type Field = {
  field: keyof ContactDraft;
  isRequired?: boolean;
  type?: string;
  inputMode?: 'tel' | 'email' | 'text';
  autoComplete: string;
  maxLength: number;
  hint?: string;
};

export function ContactCard({ contact, fieldState, onChange, onLeave }: Props) {
  const { t } = useTranslation();
  const headingId = 'contact-heading';
  const fields: Field[] = [
    { field: 'name', isRequired: true, autoComplete: 'name', maxLength: 100, hint: t('passengers.contact.nameHint') },
    {
      field: 'phone',
      isRequired: true,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      maxLength: 15,
      hint: t('passengers.contact.phoneHint'),
    },
    { field: 'email', type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 },
  ];

  const extraKey = 'contact.extraInfo';
  const extraProps = messageProps(extraKey, fieldState(extraKey));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('passengers.contact.title')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {fields.map(({ field, isRequired, type, inputMode, autoComplete, maxLength, hint }) => {
          const key = `contact.${field}`;
          const props = messageProps(key, fieldState(key), hint);
          return (
            <TextField
              key={field}
              {...props}
              label={t(`passengers.contact.${field}`)}
              value={contact[field]}
              required={isRequired}
              type={type}
              onChange={(event) => onChange({ [field]: event.target.value }, [key])}
              onBlur={() => onLeave(key)}
              slotProps={{ ...props.slotProps, htmlInput: { inputMode, autoComplete, maxLength } }}
              fullWidth
            />
          );
        })}
      </Box>
      <TextField
        {...extraProps}
        label={t('passengers.contact.extraInfo')}
        value={contact.extraInfo}
        onChange={(event) => onChange({ extraInfo: event.target.value }, [extraKey])}
        onBlur={() => onLeave(extraKey)}
        slotProps={{ ...extraProps.slotProps, htmlInput: { maxLength: 500 } }}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
      />
    </Paper>
  );
}
