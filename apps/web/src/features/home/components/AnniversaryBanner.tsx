// The anniversary banner (permission ANNIVERSARY), dismissible and remembered as a UI preference.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Celebration from '@mui/icons-material/Celebration';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { readJson, writeJson } from '../../../lib/storage';

export const ANNIVERSARY_DISMISSED_KEY = 'ui.anniversaryDismissed';

export function AnniversaryBanner() {
  const { t } = useTranslation();
  const [isDismissed, setIsDismissed] = useState(() => readJson<unknown>(ANNIVERSARY_DISMISSED_KEY, false) === true);
  if (isDismissed) return null;

  const dismiss = () => {
    writeJson(ANNIVERSARY_DISMISSED_KEY, true);
    setIsDismissed(true);
  };

  return (
    <Paper
      component="aside"
      role="region"
      aria-label={t('home.anniversary.title')}
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        color: '#4a2c00',
        background: 'linear-gradient(120deg, #ffe8a3 0%, #ffd166 55%, #f8b84e 100%)',
      }}
    >
      <Celebration sx={{ fontSize: 40, flexShrink: 0 }} aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('home.anniversary.title')}
        </Typography>
        <Typography variant="body2">{t('home.anniversary.message')}</Typography>
      </Box>
      <IconButton onClick={dismiss} aria-label={t('home.anniversary.dismiss')} sx={{ color: 'inherit' }}>
        <CloseIcon />
      </IconButton>
    </Paper>
  );
}
