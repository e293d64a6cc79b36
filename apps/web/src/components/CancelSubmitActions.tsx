// A form dialog's footer: Cancel, then the submit button that spins while the dialog's request runs.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

export function CancelSubmitActions(props: { onCancel: () => void; isLoading: boolean; submitLabel: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={props.onCancel} disabled={props.isLoading}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={props.isLoading}>
        {props.submitLabel}
      </Button>
    </DialogActions>
  );
}
