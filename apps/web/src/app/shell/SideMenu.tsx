// The side menu: only pages this build has and the user's permissions allow; collapsible groups.
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectAgencyLevel, selectPermissions } from '../../stores/session-slice';
import { selectIsDemo } from '../../stores/system-slice';
import { MENU, type MenuGroup, type MenuLink } from '../menu/menu-items';
import { menuSelectionFor, visibleMenu } from '../menu/visible-menu';
import { BUILT_PATHS } from '../pages';
import { groupToggled, menuSelected, mobileMenuToggled, selectSideMenu } from './side-menu-slice';

export const DRAWER_WIDTH = 260;
export const SIDE_MENU_ID = 'side-menu';

export function SideMenu() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const location = useLocation();
  const permissions = useSelector(selectPermissions);
  const state = useSelector(selectSideMenu);
  const isDemo = useSelector(selectIsDemo);
  const level = useSelector(selectAgencyLevel);
  const entries = useMemo(
    () => visibleMenu(MENU, { permissions, level, builtPaths: BUILT_PATHS, isDemo }),
    [permissions, level, isDemo],
  );
  const selection = menuSelectionFor(entries, location.pathname);

  useEffect(() => {
    if (selection && (selection.menu !== state.selectedMenu || selection.subMenu !== state.selectedSubMenu)) {
      dispatch(menuSelected(selection));
    }
  }, [dispatch, selection, state.selectedMenu, state.selectedSubMenu]);

  const onNavigate = () => {
    if (!isDesktop) dispatch(mobileMenuToggled(false));
  };

  const renderLink = (item: MenuLink, isNested: boolean) => {
    const isActive = isNested ? selection?.subMenu === item.id : selection?.menu === item.id && !selection.subMenu;
    const Icon = item.icon;
    return (
      <ListItemButton
        key={item.id}
        component={RouterLink}
        to={item.path}
        selected={isActive}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: isNested ? 7 : 2 }}
      >
        {Icon ? (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        ) : null}
        <ListItemText primary={t(item.labelKey)} />
      </ListItemButton>
    );
  };

  const renderGroup = (group: MenuGroup) => {
    const isExpanded = state.expandedGroups.includes(group.id);
    const listId = `${SIDE_MENU_ID}-${group.id}`;
    const Icon = group.icon;
    return (
      <li key={group.id}>
        <ListItemButton
          onClick={() => dispatch(groupToggled(group.id))}
          aria-expanded={isExpanded}
          aria-controls={listId}
          selected={selection?.menu === group.id && !isExpanded}
        >
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={t(group.labelKey)} />
          {isExpanded ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={isExpanded} timeout="auto" unmountOnExit>
          <List id={listId} disablePadding aria-label={t(group.labelKey)}>
            {group.items.map((item) => renderLink(item, true))}
          </List>
        </Collapse>
      </li>
    );
  };

  const content = (
    <nav id={SIDE_MENU_ID} aria-label={t('shell.mainMenu')}>
      <Toolbar>
        <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
      </Toolbar>
      <List component="ul" sx={{ py: 0, listStyle: 'none' }}>
        {entries.map((entry) =>
          entry.kind === 'link' ? <li key={entry.id}>{renderLink(entry, false)}</li> : renderGroup(entry),
        )}
      </List>
    </nav>
  );

  return isDesktop ? (
    <Drawer
      variant="permanent"
      open
      sx={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {content}
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={state.isMobileOpen}
      onClose={() => dispatch(mobileMenuToggled(false))}
      sx={{ '& .MuiDrawer-paper': { width: Math.min(DRAWER_WIDTH, 300), maxWidth: '85vw', boxSizing: 'border-box' } }}
    >
      {content}
    </Drawer>
  );
}
