// The root of every route: bare pages load under a global overlay; toasts, the update notice and the PIN dialog live
// here, each loaded only once it first has something to show (so /login does not download them, decision 065), with
// MUI's texts (decision 151).
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { MountWhen } from '../components/MountWhen';
import { withLocalizedTheme } from '../lib/theme/localized-theme';
import { selectSystem } from '../stores/system-slice';
import { selectToast } from '../stores/toast-slice';

const ToastHost = lazy(
  withLocalizedTheme(() =>
    import('../features/notifications/components/ToastHost').then((module) => ({ default: module.ToastHost })),
  ),
);
const UpdateNotice = lazy(
  withLocalizedTheme(() =>
    import('../features/system-status/components/UpdateNotice').then((module) => ({ default: module.UpdateNotice })),
  ),
);
const PinDialog = lazy(
  withLocalizedTheme(() =>
    import('../features/pin/components/PinDialog').then((module) => ({ default: module.PinDialog })),
  ),
);

export function RootLayout() {
  const { open: isToastOpen } = useSelector(selectToast);
  const { isUpdateNoticeOpen, isPinDialogOpen } = useSelector(selectSystem);
  return (
    <>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
      <MountWhen when={isToastOpen}>
        <ToastHost />
      </MountWhen>
      <MountWhen when={isUpdateNoticeOpen}>
        <UpdateNotice />
      </MountWhen>
      <MountWhen when={isPinDialogOpen}>
        <PinDialog />
      </MountWhen>
    </>
  );
}
