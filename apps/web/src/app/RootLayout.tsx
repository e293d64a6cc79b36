// The root of every route: bare pages load under a global overlay; toasts, the update notice and the PIN dialog live here.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { ToastHost } from '../features/notifications/components/ToastHost';
import { UpdateNotice } from '../features/system-status/components/UpdateNotice';
import { PinDialog } from '../features/pin/components/PinDialog';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
      <ToastHost />
      <UpdateNotice />
      <PinDialog />
    </>
  );
}
