// The root of every route: bare pages load under a global overlay; toasts, the update notice and the PIN dialog live
// here, each loaded only once it first has something to show (so /login does not download them, decision 065).
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { MountWhen } from '../components/MountWhen';
import { selectSystem } from '../stores/system-slice';
import { selectToast } from '../stores/toast-slice';

const ToastHost = lazy(() =>
  import('../features/notifications/components/ToastHost').then((module) => ({ default: module.ToastHost })),
);
const UpdateNotice = lazy(() =>
  import('../features/system-status/components/UpdateNotice').then((module) => ({ default: module.UpdateNotice })),
);
const PinDialog = lazy(() =>
  import('../features/pin/components/PinDialog').then((module) => ({ default: module.PinDialog })),
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
