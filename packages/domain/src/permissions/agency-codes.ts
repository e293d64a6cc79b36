// Which permission codes an agency holds (and so may put in its groups), and which roles its admins may give.
import { PERMISSION_CODES, type PermissionCode } from './codes.js';
import { DEFAULT_ROLE_PERMISSIONS, type AgencyLevel, type Role } from './roles.js';

/** What an agency may sell, as `settings.products` lists it; flights are always on. */
export const AGENCY_PRODUCTS = ['flights', 'train', 'esim', 'b2c'] as const;
export type AgencyProduct = (typeof AGENCY_PRODUCTS)[number];

/** The permission code each optional product opens. */
export const PRODUCT_PERMISSION_CODES: Readonly<Record<Exclude<AgencyProduct, 'flights'>, PermissionCode>> = {
  train: 'USE_TRAIN',
  esim: 'USE_ESIM',
  b2c: 'USE_B2C',
};

/** The role templates whose codes an agency of each level holds: its admin's and its agent's. */
const LEVEL_TEMPLATES: Record<Exclude<AgencyLevel, 'platform'>, readonly Role[]> = {
  F1: ['admin_f1', 'agent_f1'],
  F2: ['admin_f2', 'agent_f2'],
  F3: ['admin_f2', 'agent_f2'],
};

export type AgencyForCodes = {
  level: AgencyLevel;
  /** `settings.products` of the agency; absent (undefined or null) means every product is enabled. */
  products?: readonly string[] | null;
};

/**
 * The codes an agency holds: the platform holds every code; an F1 the codes of the admin_f1 and agent_f1 templates
 * (admin_f1 plus AGENT_F1); an F2 or F3 those of admin_f2 and agent_f2 (admin_f2 plus AGENT_F2 and ONLY_SHOW_NEW).
 * The product codes USE_TRAIN, USE_ESIM and USE_B2C follow `settings.products` instead of the templates: held when
 * the product is listed (compared case-insensitively) or the list is absent, whatever the level — so enabling eSIM
 * for a sub-agency lets it grant USE_ESIM. An agency can never grant a code outside this set.
 */
export function codesHeldByAgency(agency: AgencyForCodes): PermissionCode[] {
  const templateCodes =
    agency.level === 'platform'
      ? PERMISSION_CODES
      : LEVEL_TEMPLATES[agency.level].flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role]);
  const held = new Set<PermissionCode>(templateCodes);
  if (agency.level === 'platform') return [...PERMISSION_CODES];
  const enabled = agency.products ? new Set(agency.products.map((product) => product.toLowerCase())) : undefined;
  for (const [product, code] of Object.entries(PRODUCT_PERMISSION_CODES)) {
    if (!enabled || enabled.has(product)) held.add(code);
    else held.delete(code);
  }
  return PERMISSION_CODES.filter((code) => held.has(code));
}

/** The requested codes the agency does not hold (unknown codes included), sorted, without repeats. */
export function codesNotHeld(requested: readonly string[], held: readonly string[]): string[] {
  const holds = new Set(held);
  return [...new Set(requested.filter((code) => !holds.has(code)))].sort();
}

/**
 * The roles an admin may give a staff account of an agency of this level: F1 → admin_f1, agent_f1; F2 and F3 →
 * admin_f2, agent_f2; the platform → super_admin. admin_fn is a legacy identifier nobody assigns.
 */
export function rolesGrantableAt(level: AgencyLevel): readonly Role[] {
  switch (level) {
    case 'platform':
      return ['super_admin'];
    case 'F1':
      return ['admin_f1', 'agent_f1'];
    case 'F2':
    case 'F3':
      return ['admin_f2', 'agent_f2'];
  }
}

/** Roles that administer their agency; demoting oneself means leaving this set. */
export const ADMIN_ROLES: readonly Role[] = ['super_admin', 'admin_f1', 'admin_f2', 'admin_fn'];
