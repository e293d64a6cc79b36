// The field news and banners share: who an item reaches (audience).
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
