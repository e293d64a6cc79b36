// Rules of the sub-agency and child-agency forms, shared by the API and the web app: codes, tax codes, what a
// sub-agency may be given (never more than its parent has), and the first admin account it starts with.
import { PERMISSION_CODES, type PermissionCode } from '../permissions/codes.js';
import { AGENCY_PRODUCTS, PRODUCT_PERMISSION_CODES, type AgencyProduct } from '../permissions/agency-codes.js';
import { DEFAULT_ROLE_PERMISSIONS, type AgencyLevel, type Role } from '../permissions/roles.js';

/** 2–20 letters or digits; unique among all agencies whatever the case, stored upper case. */
export const AGENCY_CODE_PATTERN = /^[A-Za-z0-9]{2,20}$/;
/** Vietnamese tax code (MST): 10 digits, or 13 for a branch (10 + 3, the dash optional); empty when not given. */
export const TAX_CODE_PATTERN = /^([0-9]{10}(-?[0-9]{3})?)?$/;
/** Credit limits are whole VND up to 100 billion. */
export const AGENCY_CREDIT_LIMIT_MAX = 100_000_000_000;

export function isAgencyCode(code: string): boolean {
  return AGENCY_CODE_PATTERN.test(code);
}

export function isVietnameseTaxCode(taxCode: string): boolean {
  return taxCode !== '' && TAX_CODE_PATTERN.test(taxCode);
}

/** The level of the agencies directly below one of this level; none below F3. */
export function childLevelOf(level: AgencyLevel): Exclude<AgencyLevel, 'platform'> | null {
  switch (level) {
    case 'platform':
      return 'F1';
    case 'F1':
      return 'F2';
    case 'F2':
      return 'F3';
    case 'F3':
      return null;
  }
}

/** Products in their canonical order, flights always on, unknown names dropped. */
export function normalizeProducts(products: readonly string[]): AgencyProduct[] {
  const asked = new Set(products.map((product) => product.toLowerCase()));
  return AGENCY_PRODUCTS.filter((product) => product === 'flights' || asked.has(product));
}

/**
 * What an agency may use, narrowed down its chain: each list (`undefined` = everything) is applied in turn.
 * Pass the agency's own list last; `all` gives the order.
 */
export function narrowedDownChain<T extends string>(
  all: readonly T[],
  lists: readonly (readonly string[] | undefined | null)[],
): T[] {
  return all.filter((item) => lists.every((list) => !list || list.includes(item)));
}

/** The asked items outside what is allowed, without repeats, in the order asked. */
export function itemsNotAllowed(asked: readonly string[], allowed: readonly string[]): string[] {
  return [...new Set(asked.filter((item) => !allowed.includes(item)))];
}

/** The role of the first admin account of a new agency of this level (admin_fn is legacy; F3 admins are admin_f2). */
export function firstAdminRole(level: Exclude<AgencyLevel, 'platform'>): Role {
  return level === 'F1' ? 'admin_f1' : 'admin_f2';
}

/** The Vietnamese name of the permission group created with a new agency's first admin. */
export function firstAdminGroupName(level: Exclude<AgencyLevel, 'platform'>): string {
  return { F1: 'Quản trị đại lý cấp 1', F2: 'Quản trị đại lý cấp 2', F3: 'Quản trị đại lý cấp 3' }[level];
}

/**
 * The codes of the first admin's group: the role's defaults without the product codes the agency does not have
 * (USE_TRAIN, USE_ESIM, USE_B2C). An F3 has no agencies below it, so its admin gets no CHILD_AGENT_MANAGER.
 */
export function firstAdminPermissions(
  level: Exclude<AgencyLevel, 'platform'>,
  products: readonly string[],
): PermissionCode[] {
  const enabled = new Set(normalizeProducts(products));
  const productCodes = Object.entries(PRODUCT_PERMISSION_CODES) as [
    Exclude<AgencyProduct, 'flights'>,
    PermissionCode,
  ][];
  const removed = new Set<PermissionCode>(
    productCodes.filter(([product]) => !enabled.has(product)).map(([, code]) => code),
  );
  if (level === 'F3') removed.add('CHILD_AGENT_MANAGER');
  const codes = new Set(DEFAULT_ROLE_PERMISSIONS[firstAdminRole(level)].filter((code) => !removed.has(code)));
  return PERMISSION_CODES.filter((code) => codes.has(code));
}
