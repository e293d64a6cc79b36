// Asks before deleting a sign-in (its system is no longer asked once no enabled sign-in is left), then deletes it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TSignIn } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useDeleteSignInMutation } from '../api/sign-ins-api';

export function DeleteSignInDialog({ signIn, onClose }: { signIn: TSignIn | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [deleteSignIn, { isLoading }] = useDeleteSignInMutation();
  const titleId = 'delete-sign-in-title';

  const confirm = async () => {
    if (!signIn) return;
    const result = await deleteSignIn(signIn.id);
    if ('error' in result) {
      dispatch(showToast({ description: apiErrorMessage(result.error) ?? t('errors.unexpected') }));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('signIns.deleted') }));
    onClose();
  };

  return (
    <Dialog open={signIn !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('signIns.confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {signIn ? t('signIns.confirmDelete.text', { system: signIn.system, accountId: signIn.accountId }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={isLoading}>
          {t('signIns.confirmDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
