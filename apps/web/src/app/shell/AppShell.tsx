// The logged-in layout: header, side menu (permanent on md+, temporary below) and the page.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { AppHeader } from './AppHeader';
import { DRAWER_WIDTH, SideMenu } from './SideMenu';

const MAIN_ID = 'main-content';
/** The floating support button: its own chunk, and it fetches the contacts only when opened. */
const SupportButton = lazy(() => import('../../features/content/components/SupportButton'));

export function AppShell() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      <AppHeader />
      <SideMenu />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          px: { xs: 1.5, sm: 3 },
          pb: 4,
          outline: 'none',
        }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, sm: 3 } }}>
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <Suspense fallback={null}>
        <SupportButton />
      </Suspense>
    </Box>
  );
}
