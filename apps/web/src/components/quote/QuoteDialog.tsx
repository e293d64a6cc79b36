// The quote modal: the quote as text the agent may edit, then copy to paste into a chat.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../stores/toast-slice';

/** Mounted only while open, so each opening starts again from the current selection. */
export function QuoteDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [draft, setDraft] = useState(text);
  const [isRefused, setIsRefused] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const titleId = 'quote-dialog-title';

  const copy = async () => {
    setIsRefused(false);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(draft);
      dispatch(showToast({ type: 'success', description: t('quote.dialog.copied') }));
    } catch {
      // Refused (no permission, not a secure page): the text is selected so Ctrl+C still works.
      setIsRefused(true);
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('quote.dialog.title')}</DialogTitle>
      <DialogContent dividers>
        {isRefused ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {t('quote.dialog.copyFailed')}
          </Alert>
        ) : null}
        <TextField
          label={t('quote.dialog.textLabel')}
          helperText={t('quote.dialog.hint')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          inputRef={fieldRef}
          multiline
          minRows={10}
          maxRows={22}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setDraft(text)} disabled={draft === text}>
          {t('quote.dialog.reset')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" onClick={() => void copy()}>
          {t('quote.dialog.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
