// Asks before deleting a permission group, then deletes it; the server refuses (and we say why) while users are assigned.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TPermissionGroup } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useDeletePermissionGroupMutation } from '../api/delete-permission-group';

type Props = {
  group: TPermissionGroup | null;
  onClose: () => void;
  /** The child agency the group belongs to, if not the user's. */ agencyId?: string | null;
};

export function DeletePermissionGroupDialog({ group, onClose, agencyId }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [deleteGroup, { isLoading }] = useDeletePermissionGroupMutation();
  const titleId = 'delete-permission-group-title';

  const confirm = async () => {
    if (!group) return;
    const result = await deleteGroup({ id: group.id, agencyId });
    if ('error' in result) {
      dispatch(showToast({ description: apiErrorMessage(result.error) ?? t('errors.unexpected') }));
      onClose();
      return;
    }
    dispatch(showToast({ type: 'success', description: t('permissionGroups.deleted', { name: group.name }) }));
    onClose();
  };

  return (
    <Dialog open={group !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('permissionGroups.confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {group ? t('permissionGroups.confirmDelete.text', { name: group.name, count: group.memberCount }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={isLoading}>
          {t('permissionGroups.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
