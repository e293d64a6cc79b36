// One mail of the demo outbox in full: when, to whom, what kind, the booking it was sent for, and the body.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDemoOutboxEmail } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { detailPath } from '../../../lib/booking/detail-path';
import { isHtmlBody } from './mail-body';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 110px' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Mounted only while a mail is open. */
export function OutboxMailDialog({ mail, onClose }: { mail: TDemoOutboxEmail; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = 'demo-outbox-mail-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {mail.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Fact label={t('demoOutbox.columns.time')}>{formatDateTime(new Date(mail.createdAt))}</Fact>
        <Fact label={t('demoOutbox.columns.to')}>{mail.to}</Fact>
        <Fact label={t('demoOutbox.columns.kind')}>{t(`demoOutbox.kinds.${mail.kind}`)}</Fact>
        {mail.booking ? (
          <Fact label={t('demoOutbox.booking')}>
            <Link component={RouterLink} to={detailPath(mail.booking.id)} onClick={onClose}>
              {mail.booking.pnr ?? t('demoOutbox.openBooking')}
            </Link>
          </Fact>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5, fontWeight: 700 }}>
          {t('demoOutbox.body')}
        </Typography>
        {isHtmlBody(mail.body) ? (
          // sandbox="" : no scripts, no forms, no same-origin access, no navigation of the app.
          <Box
            component="iframe"
            title={t('demoOutbox.body')}
            sandbox=""
            srcDoc={mail.body}
            sx={{
              width: '100%',
              height: 420,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'common.white',
            }}
          />
        ) : (
          <Box
            component="pre"
            aria-label={t('demoOutbox.body')}
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontFamily: 'inherit',
              fontSize: '0.875rem',
            }}
          >
            {mail.body}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
