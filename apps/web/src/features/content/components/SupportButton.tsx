// The floating support button on every page of the shell: opens the support contacts, fetched only when first opened.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { useGetVisibleSupportContactsQuery } from '../../../lib/content/content-api';
import { selectSession } from '../../../stores/session-slice';
import { readSupportButton } from './support-button-preference';
import { SupportContactList } from './SupportContactList';

function Contacts() {
  const { t } = useTranslation();
  const { data, isFetching } = useGetVisibleSupportContactsQuery();
  return (
    <Box sx={{ p: 2, width: { xs: '90vw', sm: 380 }, maxHeight: '70vh', overflow: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('content.support.buttonTitle')}
      </Typography>
      {isFetching && !data ? <LinearProgress aria-label={t('content.loading')} /> : null}
      {data ? <SupportContactList contacts={data.items} /> : null}
      <Link component={RouterLink} to="/agent/online-support-config" variant="body2" sx={{ display: 'block', mt: 1 }}>
        {t('content.support.configLink')}
      </Link>
    </Box>
  );
}

export default function SupportButton() {
  const { t } = useTranslation();
  const userId = useSelector(selectSession).memberInfo?.id ?? '';
  const [preference, setPreference] = useState(() => readSupportButton(userId));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const follow = () => setPreference(readSupportButton(userId));
    follow();
    window.addEventListener('support-button-changed', follow);
    return () => window.removeEventListener('support-button-changed', follow);
  }, [userId]);
  if (!preference.isShown || !userId) return null;

  return (
    <>
      <Fab
        color="primary"
        aria-label={t('content.support.buttonTitle')}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'fixed', bottom: 24, [preference.side]: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <SupportAgent />
      </Fab>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: preference.side }}
        transformOrigin={{ vertical: 'bottom', horizontal: preference.side }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('content.support.buttonTitle') } }}
      >
        {anchor ? <Contacts /> : null}
      </Popover>
    </>
  );
}
