// Asks before locking, unlocking or resetting the password of a staff account, then does it and says so.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TStaffAction, TStaffMember } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useRunStaffActionMutation } from '../api/run-staff-action';
import type { StaffScope } from '../api/staff-scope';

export type StaffActionRequest = { member: TStaffMember; action: TStaffAction['action'] };

export function StaffActionDialog({
  scope,
  request,
  onClose,
}: {
  scope: StaffScope;
  request: StaffActionRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [runAction, { isLoading }] = useRunStaffActionMutation();
  const titleId = 'staff-action-title';
  const names = request ? { username: request.member.username, email: request.member.email } : {};

  const confirm = async () => {
    if (!request) return;
    const result = await runAction({ scope, id: request.member.id, action: request.action });
    if ('error' in result) {
      dispatch(showToast({ description: apiErrorMessage(result.error) ?? t('errors.unexpected') }));
      return;
    }
    dispatch(showToast({ type: 'success', description: t(`staff.done.${request.action}`, names) }));
    onClose();
  };

  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{request ? t(`staff.confirm.${request.action}Title`, names) : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request ? t(`staff.confirm.${request.action}Text`, names) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          color={request?.action === 'unlock' ? 'primary' : 'error'}
          variant="contained"
          onClick={() => void confirm()}
          loading={isLoading}
        >
          {request ? t(`staff.${request.action}`) : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
