// The demo roles reach every section of SPEC.md §2 between them, and each is refused somewhere.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PORTAL_ROUTES, isAllowed, type Role } from '../src/index.js';

const DEMO_ROLES: Role[] = ['super_admin', 'admin_f1', 'agent_f1', 'admin_f2', 'agent_f2'];

describe('demo role permission sets', () => {
  it('let at least one demo role into every route', () => {
    const unreachable = PORTAL_ROUTES.filter(
      (route) => !DEMO_ROLES.some((role) => isAllowed(route.rule, DEFAULT_ROLE_PERMISSIONS[role])),
    );
    expect(unreachable.map((route) => route.path)).toEqual([]);
  });

  it.each(DEMO_ROLES)('refuse %s some route', (role) => {
    const refused = PORTAL_ROUTES.filter((route) => !isAllowed(route.rule, DEFAULT_ROLE_PERMISSIONS[role]));
    expect(refused.length).toBeGreaterThan(0);
  });

  it('give F1 admins ADMIN_F1 and F2 admins ADMIN_F2 with child-agency management', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.admin_f1).toContain('ADMIN_F1');
    expect(DEFAULT_ROLE_PERMISSIONS.admin_f2).toEqual(expect.arrayContaining(['ADMIN_F2', 'CHILD_AGENT_MANAGER']));
    expect(DEFAULT_ROLE_PERMISSIONS.agent_f1).toContain('AGENT_F1');
    expect(DEFAULT_ROLE_PERMISSIONS.agent_f2).toContain('AGENT_F2');
  });
});
