// The quote-image modal: the quote drawn as a card, previewed, then copied as a PNG (where the browser can) or downloaded.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/http/download';
import { showToast } from '../../stores/toast-slice';
import { pngDataUrl, renderQuoteImage } from './quote-image';
import type { QuoteDocument } from './quote-text';

type ImageState = { status: 'making' } | { status: 'ready'; blob: Blob; url: string } | { status: 'failed' };

const canCopyImage = () => typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function';

/** Mounted only while open; `quote` must keep its identity between renders (the image is drawn once per quote). */
export function QuoteImageDialog({
  quote,
  fileName,
  onClose,
}: {
  quote: QuoteDocument;
  fileName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { palette } = useTheme();
  const [image, setImage] = useState<ImageState>({ status: 'making' });
  const [copyProblem, setCopyProblem] = useState<string | null>(null);
  const titleId = 'quote-image-dialog-title';
  const primary = palette.primary.main;
  const onPrimary = palette.primary.contrastText;
  const isCopySupported = canCopyImage();

  useEffect(() => {
    let isCurrent = true;
    const make = async () => {
      const blob = await renderQuoteImage(quote, { primary, onPrimary });
      return { blob, url: await pngDataUrl(blob) };
    };
    make().then(
      ({ blob, url }) => {
        if (isCurrent) setImage({ status: 'ready', blob, url });
      },
      () => {
        if (isCurrent) setImage({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [quote, primary, onPrimary]);

  const copyImage = async (blob: Blob) => {
    setCopyProblem(null);
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      dispatch(showToast({ type: 'success', description: t('quote.image.copied') }));
    } catch {
      setCopyProblem(t('quote.image.copyFailed'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('quote.image.title')}</DialogTitle>
      <DialogContent dividers>
        {copyProblem ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {copyProblem}
          </Alert>
        ) : null}
        {image.status === 'making' ? (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 4 }}>
            <CircularProgress aria-label={t('quote.image.making')} />
            <Typography variant="body2">{t('quote.image.making')}</Typography>
          </Box>
        ) : image.status === 'failed' ? (
          <Alert severity="error">{t('quote.image.failed')}</Alert>
        ) : (
          <Box
            component="img"
            src={image.url}
            alt={t('quote.image.alt')}
            sx={{ display: 'block', width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
        {isCopySupported ? null : (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('quote.image.copyUnsupported')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          variant="outlined"
          disabled={image.status !== 'ready'}
          onClick={() => image.status === 'ready' && saveFile(image.blob, `${fileName}.png`)}
        >
          {t('quote.image.download')}
        </Button>
        <Button
          variant="contained"
          disabled={image.status !== 'ready' || !isCopySupported}
          onClick={() => image.status === 'ready' && void copyImage(image.blob)}
        >
          {t('quote.image.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
