// The global loading overlay: shown during start-up and while a lazy page loads. Plain elements and CSS (decision 152):
// the first load of a sign-in page carries no MUI. Exposed as MUI's CircularProgress was: a named progressbar.
import { useTranslation } from 'react-i18next';
import './loading-overlay.css';

export function LoadingOverlay() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="loading-overlay">
      <span
        className="loading-overlay-spinner"
        role="progressbar"
        aria-label={(ready && t('common.loading')) || 'Đang tải'}
      />
    </div>
  );
}
