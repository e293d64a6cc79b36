// The root of every route: bare pages load under a global overlay; toasts, the update notice and the PIN dialog live
// here, each loaded only once it first has something to show (so /login does not download them, decision 065), with
// all their texts (decision 151) and the MUI theme (decision 152: also over a plain sign-in page, without restyling it).
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { MountWhen } from '../components/MountWhen';
import { withThemeAndTexts } from './all-texts';
import { selectSystem } from '../stores/system-slice';
import { selectToast } from '../stores/toast-slice';

const OVERLAY = { baseline: false };
const ToastHost = lazy(
  withThemeAndTexts(
    () => import('../features/notifications/components/ToastHost').then((module) => ({ default: module.ToastHost })),
    OVERLAY,
  ),
);
const UpdateNotice = lazy(
  withThemeAndTexts(
    () =>
      import('../features/system-status/components/UpdateNotice').then((module) => ({ default: module.UpdateNotice })),
    OVERLAY,
  ),
);
const PinDialog = lazy(
  withThemeAndTexts(
    () => import('../features/pin/components/PinDialog').then((module) => ({ default: module.PinDialog })),
    OVERLAY,
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
