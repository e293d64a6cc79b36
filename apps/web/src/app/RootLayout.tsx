// The root of every route: bare pages load under a global overlay; toasts, the update notice and the PIN dialog live
// here, each loaded only once it first has something to show (so /login does not download them, decision 065), with
// all their texts (decision 151).
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { MountWhen } from '../components/MountWhen';
import { withAllTexts } from './all-texts';
import { selectSystem } from '../stores/system-slice';
import { selectToast } from '../stores/toast-slice';

const ToastHost = lazy(
  withAllTexts(() =>
    import('../features/notifications/components/ToastHost').then((module) => ({ default: module.ToastHost })),
  ),
);
const UpdateNotice = lazy(
  withAllTexts(() =>
    import('../features/system-status/components/UpdateNotice').then((module) => ({ default: module.UpdateNotice })),
  ),
);
const PinDialog = lazy(
  withAllTexts(() => import('../features/pin/components/PinDialog').then((module) => ({ default: module.PinDialog }))),
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
