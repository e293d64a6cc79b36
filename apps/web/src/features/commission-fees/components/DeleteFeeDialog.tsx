// Asks before deleting a fee rule, then deletes it and says so; the list refreshes through its cache tag.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TCommissionFeeRule } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useDeleteCommissionFeeMutation } from '../api/commission-fees-api';
import {
  airlineLabel,
  chargeBasisLabel,
  paxTypeLabel,
  productLabel,
  routeScopeLabel,
  ruleKeyLabel,
  subAgencyLabel,
} from './fee-labels';

export function DeleteFeeDialog({ rule, onClose }: { rule: TCommissionFeeRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [deleteFee, { isLoading }] = useDeleteCommissionFeeMutation();
  const titleId = 'delete-fee-title';

  const confirm = async () => {
    if (!rule) return;
    const result = await deleteFee(rule.id);
    if ('error' in result) {
      dispatch(showToast({ description: apiErrorMessage(result.error) ?? t('errors.unexpected') }));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('commissionFees.deleted') }));
    onClose();
  };

  return (
    <Dialog open={rule !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('commissionFees.confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {rule && rule.product === 'ESIM'
            ? `${ruleKeyLabel(t, rule)}: ${formatVnd(rule.amount)}`
            : rule && rule.product === 'TRAIN'
              ? `${productLabel(t, 'TRAIN')} · ${subAgencyLabel(t, rule.subAgency)} · ${paxTypeLabel(t, rule.paxType)} · ${chargeBasisLabel(t, rule.chargeBasis)}: ${formatVnd(rule.amount)}`
              : rule
                ? `${subAgencyLabel(t, rule.subAgency)} · ${airlineLabel(t, rule.airline)} · ${routeScopeLabel(t, rule.routeScope)} · ${paxTypeLabel(t, rule.paxType)} · ${chargeBasisLabel(t, rule.chargeBasis)}: ${formatVnd(rule.amount)}`
                : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={isLoading}>
          {t('commissionFees.confirmDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
