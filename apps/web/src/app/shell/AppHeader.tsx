// The top bar: menu button on small screens, the agency's name, its available deposit, the bell, the user menu.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { DepositBalance } from '../../features/deposit/components/DepositBalance';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { selectSession } from '../../stores/session-slice';
import { mobileMenuToggled, selectSideMenu } from './side-menu-slice';
import { SIDE_MENU_ID } from './SideMenu';
import { UserMenu } from './UserMenu';

export function AppHeader() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { agentInfo } = useSelector(selectSession);
  const { isMobileOpen } = useSelector(selectSideMenu);
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={() => dispatch(mobileMenuToggled())}
          aria-label={t('shell.openMenu')}
          aria-controls={SIDE_MENU_ID}
          aria-expanded={isMobileOpen}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }}>
            {agentInfo?.name ?? t('app.name')}
          </Typography>
          {agentInfo ? (
            <Typography
              variant="caption"
              component="p"
              noWrap
              sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }}
            >
              {t('shell.agencyLine', { code: agentInfo.code, level: t(`agencyLevel.${agentInfo.level}`) })}
            </Typography>
          ) : null}
        </Box>
        {/* The platform holds no deposit; every agency level does. */}
        {agentInfo && agentInfo.level !== 'platform' ? <DepositBalance /> : null}
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
