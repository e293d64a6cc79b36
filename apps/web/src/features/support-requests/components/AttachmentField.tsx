// A file chooser for one attachment (image or PDF up to 5 MB; the server checks the content).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function AttachmentField(props: { file: File | null; onChange(file: File | null): void; error?: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button component="label" variant="outlined" size="small">
        {t('supportRequests.chooseFile')}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/gif,application/pdf"
          aria-label={t('supportRequests.attachment')}
          onChange={(event) => props.onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography variant="body2" color={props.error ? 'error' : 'text.secondary'}>
        {props.error ?? props.file?.name ?? t('supportRequests.attachment')}
      </Typography>
    </Stack>
  );
}
