// Shows the toast slice as a Snackbar with an Alert; follows its redirect path when it closes.
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useNavigate } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { closeToast, selectToast } from '../../../stores/toast-slice';

export function ToastHost() {
  const toast = useSelector(selectToast);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A stray click elsewhere must not cut the message short.
    if (reason === 'clickaway') return;
    const redirectPath = toast.redirectPath;
    dispatch(closeToast());
    if (redirectPath) void navigate(redirectPath);
  };

  return (
    <Snackbar
      // A new toast is a new Snackbar: its own timer, even when it follows another without closing.
      key={toast.sequence}
      open={toast.open}
      autoHideDuration={toast.timeout}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        onClose={() => close()}
        severity={toast.type}
        variant="filled"
        slotProps={{ closeButton: { 'aria-label': t('common.close') } }}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
