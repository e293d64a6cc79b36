// Picks an image and uploads it to /api/content-images at once (the server checks and resizes it); shows progress and the result.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_IMAGE_FIELD,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_SIZES,
  contentImageUrl,
  type TContentImage,
  type TContentImageKind,
} from '@portal/contracts';
import { AuthorisedImage } from './AuthorisedImage';
import { uploadForm, useTransferAuth } from '../../lib/http/file-transfer';
import { apiErrorMessage } from '../../lib/http/types';

const ACCEPTED = 'image/jpeg,image/png,image/gif';

export function ImageUploadField({
  kind,
  label,
  value,
  onChange,
  error,
}: {
  kind: TContentImageKind;
  label: string;
  value: string | null;
  onChange(name: string | null): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const auth = useTransferAuth();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const size = CONTENT_IMAGE_SIZES[kind];

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    // Checked here for a quick answer; the server checks again by content.
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setProblem(t('content.image.tooLarge'));
    const form = new FormData();
    form.append('kind', kind);
    form.append(CONTENT_IMAGE_FIELD, file);
    setProgress(0);
    const result = await uploadForm<TContentImage>('/api/content-images', {
      form,
      auth,
      onProgress: setProgress,
    });
    setProgress(null);
    if ('error' in result) return setProblem(apiErrorMessage(result.error) ?? t('content.image.failed'));
    onChange(result.data.name);
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5, fontWeight: 500 }}>
        {label}
      </Typography>
      {value ? (
        <Box sx={{ maxWidth: 480, mb: 1 }}>
          <AuthorisedImage url={contentImageUrl(value)} alt={label} width={size.width} height={size.height} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" disabled={progress !== null}>
          {value ? t('content.image.replace') : t('content.image.choose')}
          <input
            hidden
            type="file"
            accept={ACCEPTED}
            aria-label={label}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {value ? (
          <Button color="inherit" onClick={() => onChange(null)}>
            {t('content.image.remove')}
          </Button>
        ) : null}
      </Box>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('content.image.uploading')}
          sx={{ mt: 1 }}
        />
      ) : null}
      <FormHelperText error={Boolean(problem ?? error)}>
        {problem ?? error ?? t('content.image.help', { width: size.width, height: size.height })}
      </FormHelperText>
    </Box>
  );
}
