// The user menu: account info, change password, language, log out.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { selectSession } from '../../stores/session-slice';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n/languages';
import { useLanguage } from '../../lib/i18n/use-language';

const LANGUAGE_NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English' };

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { memberInfo } = useSelector(selectSession);
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    void navigate(path);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        startIcon={<AccountCircle />}
        sx={{ textTransform: 'none', minWidth: 0, flexShrink: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 180 }}
          className="user-menu-name"
        >
          {memberInfo?.fullName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        sx={{ '& .MuiPaper-root': { minWidth: 240 } }}
      >
        <MenuItem onClick={() => go('/agent/change-account-info')}>
          <ListItemIcon>
            <ManageAccountsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.accountInfo')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => go('/system/change-password')}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.changePassword')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{t('language.label')}</ListSubheader>
        {SUPPORTED_LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            role="menuitemradio"
            aria-checked={language === code}
            lang={code}
            onClick={() => {
              setLanguage(code);
              close();
            }}
          >
            <ListItemIcon>{language === code ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[code]}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
