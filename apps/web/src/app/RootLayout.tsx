// The root of every route: bare pages load under a global overlay; toasts and the update notice live here.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { ToastHost } from '../features/notifications/components/ToastHost';
import { UpdateNotice } from '../features/system-status/components/UpdateNotice';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
      <ToastHost />
      <UpdateNotice />
    </>
  );
}
