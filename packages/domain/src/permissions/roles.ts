// Roles and account types of SPEC.md §6, and the permission set each demo role starts with.
import type { PermissionCode } from './codes.js';

export const ROLES = ['super_admin', 'admin_f1', 'admin_f2', 'admin_fn', 'agent_f1', 'agent_f2'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_TYPES = ['AGT', 'SUB', 'MB'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const AGENCY_LEVELS = ['platform', 'F1', 'F2', 'F3'] as const;
export type AgencyLevel = (typeof AGENCY_LEVELS)[number];

/** Default permission groups; agencies refine them later through permission groups. */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly PermissionCode[]> = {
  super_admin: [
    'SHOW_NEW_HOME',
    'ADMIN_F1',
    'ADMIN_NEWS',
    'DEPOSIT_MANAGER',
    'VIEW_DEPOSIT',
    'VOID_VIEW_TICKETS',
    'EXPORT_TICKET',
    'BOOKING_TICKET',
    'VOID_VNA',
    'VIEW_QR_CODE',
    'USE_TRAIN',
    'USE_ESIM',
    'USE_B2C',
  ],
  admin_f1: [
    'SHOW_NEW_HOME',
    'ADMIN_F1',
    'ADMIN_NEWS',
    'BOOKING_TICKET',
    'EXPORT_TICKET',
    'VOID_VNA',
    'VOID_VIEW_TICKETS',
    'DEPOSIT_MANAGER',
    'VIEW_DEPOSIT',
    'VIEW_QR_CODE',
    'USE_TRAIN',
    'USE_ESIM',
    'USE_B2C',
    'ANNIVERSARY',
  ],
  agent_f1: ['SHOW_NEW_HOME', 'AGENT_F1', 'BOOKING_TICKET', 'EXPORT_TICKET', 'VOID_VNA', 'USE_TRAIN', 'USE_ESIM'],
  admin_f2: [
    'SHOW_NEW_HOME',
    'ADMIN_F2',
    'BOOKING_TICKET',
    'EXPORT_TICKET',
    'VOID_VNA',
    'DEPOSIT_MANAGER',
    'CHILD_AGENT_MANAGER',
    'VIEW_QR_CODE',
    'USE_TRAIN',
    'USE_ESIM',
  ],
  admin_fn: ['SHOW_NEW_HOME', 'BOOKING_TICKET', 'EXPORT_TICKET'],
  agent_f2: ['AGENT_F2', 'BOOKING_TICKET', 'ONLY_SHOW_NEW', 'VIEW_QR_CODE'],
};
