// /agent/online-support-config (everyone): the support contacts of the agency and those above it, and how the button shows.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { PageTitle } from '../../../components/PageTitle';
import { useGetVisibleSupportContactsQuery } from '../../../lib/content/content-api';
import { selectSession } from '../../../stores/session-slice';
import { readSupportButton, writeSupportButton, type SupportButtonPreference } from './support-button-preference';
import { SupportContactList } from './SupportContactList';

export default function SupportConfigPage() {
  const { t } = useTranslation();
  const userId = useSelector(selectSession).memberInfo?.id ?? '';
  const { data, isFetching } = useGetVisibleSupportContactsQuery();
  const [preference, setPreference] = useState(() => readSupportButton(userId));
  const change = (next: SupportButtonPreference) => {
    setPreference(next);
    writeSupportButton(userId, next);
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageTitle title={t('content.support.configTitle')} subtitle={t('content.support.configSubtitle')} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={preference.isShown}
              onChange={(event) => change({ ...preference, isShown: event.target.checked })}
            />
          }
          label={t('content.support.showButton')}
        />
        <TextField
          select
          size="small"
          label={t('content.support.side')}
          value={preference.side}
          onChange={(event) => change({ ...preference, side: event.target.value === 'left' ? 'left' : 'right' })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="right">{t('content.support.sides.right')}</MenuItem>
          <MenuItem value="left">{t('content.support.sides.left')}</MenuItem>
        </TextField>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('content.support.contacts')}
      </Typography>
      {isFetching ? <LinearProgress aria-label={t('content.loading')} /> : null}
      <SupportContactList contacts={data?.items ?? []} />
    </Box>
  );
}
