// "Chia sẻ cho khách": makes the customer's read-only link to this ticket face (with or without the issue fee, valid
// 7 days), shows it with its expiry, and copies it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TShareLinkResponse } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useCreateShareLinkMutation } from '../api/ticket-print';

/** The link on this site's own origin (the server's idea of its host may be a proxy's). */
export const shareUrlOf = (link: Pick<TShareLinkResponse, 'path'>) => `${window.location.origin}${link.path}`;

export function ShareLinkDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [createShareLink, { isLoading }] = useCreateShareLinkMutation();
  const [withFee, setWithFee] = useState(false);
  const [link, setLink] = useState<TShareLinkResponse | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const create = async () => {
    setErrorMessage(null);
    const result = await createShareLink({ id: bookingId, withFee });
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    setLink(result.data);
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(showToast({ type: 'success', description: t('ticketPrint.share.copied') }));
    } catch {
      dispatch(showToast({ type: 'error', description: t('ticketPrint.share.copyFailed') }));
    }
  };

  const url = link ? shareUrlOf(link) : '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-link-title">
      <DialogTitle id="share-link-title">{t('ticketPrint.share.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('ticketPrint.share.intro')}</DialogContentText>
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch
                checked={withFee}
                disabled={link !== null}
                onChange={(event) => setWithFee(event.target.checked)}
              />
            }
            label={t('ticketPrint.share.withFee')}
          />
          {errorMessage ? <Alert severity="error">{errorMessage}</Alert> : null}
          {link ? (
            <>
              <TextField
                label={t('ticketPrint.share.link')}
                value={url}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
                helperText={t('ticketPrint.share.expires', { date: formatDateTime(new Date(link.expiresAt)) })}
              />
              <Alert severity="info">
                {link.withFee ? t('ticketPrint.share.showsFee') : t('ticketPrint.share.hidesFee')}
              </Alert>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ticketPrint.share.close')}</Button>
        {link ? (
          <Button variant="contained" onClick={() => void copy(url)}>
            {t('ticketPrint.share.copy')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void create()} disabled={isLoading} aria-busy={isLoading}>
            {t('ticketPrint.share.create')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
