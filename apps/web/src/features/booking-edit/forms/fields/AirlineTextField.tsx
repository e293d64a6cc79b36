// Free text sent to an airline: typed in Vietnamese, previewed as the airline will store it, with a live character count.
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AIRLINE_LINE_MAX_LENGTH } from '@portal/contracts';
import { toAirlineText } from '@portal/domain';
import { messageProps, textOf, type FieldBinding } from './field-binding';

type Props = {
  form: FieldBinding;
  field: string;
  label: string;
  /** The airline's limit in its spelling: one GDS line (70) unless said (250 for a remark). */
  max?: number;
  isRequired?: boolean;
  isMultiline?: boolean;
};

export function AirlineTextField({
  form,
  field,
  label,
  max = AIRLINE_LINE_MAX_LENGTH,
  isRequired,
  isMultiline,
}: Props) {
  const { t } = useTranslation();
  const typed = textOf(form, field);
  const airline = toAirlineText(typed);
  const count = t('editForms.text.count', { count: airline.length, max });
  const props = messageProps(form, field, count);
  return (
    <div>
      <TextField
        {...props}
        helperText={props.error ? `${String(props.helperText)} · ${count}` : count}
        label={label}
        value={typed}
        required={isRequired}
        multiline={isMultiline}
        minRows={isMultiline ? 2 : undefined}
        onChange={(event) => form.change(field, event.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
        fullWidth
      />
      {airline !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
          {t('editForms.text.preview')} <strong>{airline}</strong>
        </Typography>
      )}
    </div>
  );
}
