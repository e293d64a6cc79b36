// One set of screens for three levels: the platform operator's F1 agencies, an F1's sub-agencies (F2) and an F2's
// child agencies (F3).
import type { AgencyScope } from '../api/sub-agencies-api';

export type ManagedLevel = 'F1' | 'F2' | 'F3';

export type LevelScreens = {
  scope: AgencyScope;
  listPath: string;
  changePath: string;
  /** Translation key prefix of the level's own words: subAgencies.levels.F1.*, .F2.* or .F3.* */
  textKey: string;
  csvFileName: string;
  /** The staff screen of one agency of this level, for its parent's admin; none for the operator's F1s (decision 035). */
  staffPath?: (agencyId: string) => string;
  /** The permission group screen of one agency of this level; none where the parent's admin has no such page (F3). */
  groupsPath?: (agencyId: string) => string;
  /** The parent charges this level a default issue fee; the platform charges its F1s none. */
  hasIssueFee?: boolean;
};

const withAgency = (path: string) => (agencyId: string) => `${path}?agencyId=${encodeURIComponent(agencyId)}`;

export const LEVEL_SCREENS: Record<ManagedLevel, LevelScreens> = {
  F1: {
    scope: 'f1-agencies',
    listPath: '/platform/agencies',
    changePath: '/platform/change-agency',
    textKey: 'subAgencies.levels.F1',
    csvFileName: 'dai-ly-cap-1',
    hasIssueFee: false,
  },
  F2: {
    scope: 'sub-agencies',
    listPath: '/agent/config-f2',
    changePath: '/agent/change-subAgent',
    textKey: 'subAgencies.levels.F2',
    csvFileName: 'dai-ly-cap-2',
    staffPath: withAgency('/agent/ticketing-management'),
    groupsPath: withAgency('/system/group-permissions'),
  },
  F3: {
    scope: 'child-agencies',
    listPath: '/agent/config-child',
    changePath: '/agent/change-child',
    textKey: 'subAgencies.levels.F3',
    csvFileName: 'dai-ly-con',
    staffPath: withAgency('/agent/child-ticketing-management'),
  },
};

export const AGENCY_CONFIG_PATH = '/agent/config';
