// The global loading overlay: shown during start-up and while a lazy page loads.
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function LoadingOverlay() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={(ready && t('common.loading')) || 'Đang tải'} />
    </Backdrop>
  );
}
