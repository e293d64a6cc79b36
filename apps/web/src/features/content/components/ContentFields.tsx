// The fields news and banners share: who an item reaches (audience) and a Vietnam-time moment of its schedule.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CONTENT_AUDIENCES, type TContentAudience } from '@portal/contracts';

export function AudienceField(props: { value: TContentAudience; onChange: (audience: TContentAudience) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('content.audience.label')}
      name="audience"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as TContentAudience)}
      fullWidth
    >
      {CONTENT_AUDIENCES.map((audience) => (
        <MenuItem key={audience} value={audience}>
          {t(`content.audience.${audience}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A start or end of a schedule (the browser's date-time input, read as Vietnam time by the form). */
export function ScheduleField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  help?: string;
}) {
  return (
    <TextField
      type="datetime-local"
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.problem)}
      helperText={props.problem ?? props.help}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
