// The anniversary overlay (permission ANNIVERSARY) on the agency's founding day: shown once per day per user (decision 110).
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Celebration from '@mui/icons-material/Celebration';
import { useTranslation } from 'react-i18next';
import { useGetAnniversaryQuery } from '../../../lib/content/content-api';
import { readJson, writeJson } from '../../../lib/storage';

/** The Vietnam day (yyyy-MM-dd) the user last saw the overlay, per user. */
export const anniversarySeenKey = (userId: string) => `ui.anniversarySeen.${userId}`;

export function AnniversaryOverlay({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data } = useGetAnniversaryQuery();
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (data?.isToday && readJson<string | null>(anniversarySeenKey(userId), null) !== data.today) {
      setIsOpen(true);
      // Remembered when shown: a reload the same day does not show it again.
      writeJson(anniversarySeenKey(userId), data.today);
    }
  }, [data, userId]);
  if (!data?.isToday) return null;

  return (
    <Dialog
      open={isOpen}
      onClose={() => setIsOpen(false)}
      aria-labelledby="anniversary-title"
      slotProps={{
        paper: {
          sx: {
            textAlign: 'center',
            color: '#4a2c00',
            background: 'linear-gradient(120deg, #ffe8a3 0%, #ffd166 55%, #f8b84e 100%)',
          },
        },
      }}
    >
      <DialogTitle id="anniversary-title" sx={{ fontWeight: 700 }}>
        <Celebration sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 1 }} aria-hidden />
        {t('home.anniversary.title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {t('content.anniversary.years', { name: data.agencyName, count: data.years })}
        </Typography>
        <Typography>{t('home.anniversary.message')}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center' }}>
        <Button variant="contained" color="inherit" onClick={() => setIsOpen(false)}>
          {t('home.anniversary.dismiss')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
