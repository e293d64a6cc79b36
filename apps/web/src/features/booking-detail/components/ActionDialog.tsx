// The frame of a booking action's confirmation: title, what will happen, the server's refusal, keep or confirm.
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '../../../components/FormErrorAlert';

type ActionDialogProps = {
  id: string;
  title: string;
  keepLabel: string;
  confirmLabel: string;
  confirmColor: 'primary' | 'error' | 'warning';
  isBusy: boolean;
  /** False while there is nothing to confirm yet (a refund quote on its way). */
  canConfirm?: boolean;
  errorMessage: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

export function ActionDialog(props: ActionDialogProps) {
  const { id, title, isBusy, canConfirm = true, errorMessage, onClose } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy && canConfirm) props.onConfirm();
  };
  const titleId = `${id}-title`;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <FormErrorAlert message={errorMessage} />
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            {props.keepLabel}
          </Button>
          <Button type="submit" variant="contained" color={props.confirmColor} loading={isBusy} disabled={!canConfirm}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
