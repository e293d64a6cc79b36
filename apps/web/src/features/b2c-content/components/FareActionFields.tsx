// The fields of a change or a refund on the fare-rule form: allowed or not, its fee in đồng, and its conditions.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { groupAmountDigits } from '../../../lib/forms/amount-input';

type Action = { isAllowed: boolean; fee: string; conditions: string };

export function FareActionFields(props: {
  name: 'change' | 'refund';
  value: Action;
  onChange: (value: Action) => void;
  problems: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { name, value, onChange, problems } = props;
  const label = t(`b2cContent.fareRules.fields.${name}`);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {label}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            name={`${name}.isAllowed`}
            checked={value.isAllowed}
            onChange={(event) => onChange({ ...value, isAllowed: event.target.checked })}
          />
        }
        label={t(`b2cContent.fareRules.allowed.${name}`)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t(`b2cContent.fareRules.fields.${name}Fee`)}
          name={`${name}.fee`}
          value={value.fee}
          disabled={!value.isAllowed}
          onChange={(event) => onChange({ ...value, fee: groupAmountDigits(event.target.value, 9) })}
          error={Boolean(problems[`${name}.fee`])}
          helperText={problems[`${name}.fee`] ?? t('b2cContent.fareRules.feeHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ minWidth: 200 }}
        />
        <TextField
          label={t(`b2cContent.fareRules.fields.${name}Conditions`)}
          name={`${name}.conditions`}
          value={value.conditions}
          onChange={(event) => onChange({ ...value, conditions: event.target.value })}
          error={Boolean(problems[`${name}.conditions`])}
          helperText={problems[`${name}.conditions`]}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
