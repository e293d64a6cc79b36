// Side-menu state of SPEC §2: selected menu and sub-menu, open groups, mobile drawer, reload/notification flags.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJson, writeJson } from '../../lib/storage';

export const SIDE_MENU_STORAGE_KEY = 'ui.sideMenu';

export type SideMenuState = {
  selectedMenu: string | null;
  selectedSubMenu: string | null;
  expandedGroups: string[];
  isMobileOpen: boolean;
  shouldReload: boolean;
  isNotificationCall: boolean;
};

type RememberedMenu = Pick<SideMenuState, 'selectedMenu' | 'selectedSubMenu' | 'expandedGroups'>;

function rememberedMenu(): RememberedMenu {
  const saved = readJson<Partial<RememberedMenu>>(SIDE_MENU_STORAGE_KEY, {});
  return {
    selectedMenu: typeof saved.selectedMenu === 'string' ? saved.selectedMenu : null,
    selectedSubMenu: typeof saved.selectedSubMenu === 'string' ? saved.selectedSubMenu : null,
    expandedGroups: Array.isArray(saved.expandedGroups)
      ? saved.expandedGroups.filter((id) => typeof id === 'string')
      : [],
  };
}

export function initialSideMenuState(): SideMenuState {
  return { ...rememberedMenu(), isMobileOpen: false, shouldReload: false, isNotificationCall: false };
}

function remember(state: SideMenuState): void {
  writeJson(SIDE_MENU_STORAGE_KEY, {
    selectedMenu: state.selectedMenu,
    selectedSubMenu: state.selectedSubMenu,
    expandedGroups: state.expandedGroups,
  });
}

export const sideMenuSlice = createSlice({
  name: 'sideMenu',
  initialState: initialSideMenuState,
  reducers: {
    menuSelected(state, action: PayloadAction<{ menu: string; subMenu: string | null }>) {
      state.selectedMenu = action.payload.menu;
      state.selectedSubMenu = action.payload.subMenu;
      if (action.payload.subMenu && !state.expandedGroups.includes(action.payload.menu)) {
        state.expandedGroups.push(action.payload.menu);
      }
      remember(state);
    },
    groupToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.expandedGroups = state.expandedGroups.includes(id)
        ? state.expandedGroups.filter((group) => group !== id)
        : [...state.expandedGroups, id];
      remember(state);
    },
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.isMobileOpen = action.payload ?? !state.isMobileOpen;
    },
    reloadRequested(state, action: PayloadAction<boolean>) {
      state.shouldReload = action.payload;
    },
    notificationCallSet(state, action: PayloadAction<boolean>) {
      state.isNotificationCall = action.payload;
    },
  },
});

export const { menuSelected, groupToggled, mobileMenuToggled, reloadRequested, notificationCallSet } =
  sideMenuSlice.actions;
export const selectSideMenu = (state: { sideMenu: SideMenuState }) => state.sideMenu;
