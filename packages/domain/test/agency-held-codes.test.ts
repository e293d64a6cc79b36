// Which codes an agency holds (and may grant), which roles its admins may give; the contract field rules match the domain's.
import { describe, expect, it } from 'vitest';
import { PERSON_NAME_PATTERN, VN_MOBILE_PATTERN } from '@portal/contracts';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_CODES,
  codesHeldByAgency,
  codesNotHeld,
  isPersonName,
  isVietnameseMobile,
  rolesGrantableAt,
} from '../src/index.js';

describe('codes an agency holds', () => {
  it('gives an F1 the admin_f1 template plus AGENT_F1, and nothing of the sub-agency codes', () => {
    const held = codesHeldByAgency({ level: 'F1' });
    expect(new Set(held)).toEqual(new Set([...DEFAULT_ROLE_PERMISSIONS.admin_f1, 'AGENT_F1']));
    expect(held).not.toContain('ADMIN_F2');
    expect(held).not.toContain('CHILD_AGENT_MANAGER');
  });

  it('gives an F2 and an F3 the admin_f2 and agent_f2 templates and every product code by default, never ADMIN_F1', () => {
    const expected = new Set([
      ...DEFAULT_ROLE_PERMISSIONS.admin_f2,
      ...DEFAULT_ROLE_PERMISSIONS.agent_f2,
      'USE_TRAIN',
      'USE_ESIM',
      'USE_B2C',
    ]);
    expect(new Set(codesHeldByAgency({ level: 'F2' }))).toEqual(expected);
    expect(new Set(codesHeldByAgency({ level: 'F3' }))).toEqual(expected);
    expect(expected.has('ADMIN_F1')).toBe(false);
    expect(expected.has('AGENT_F2')).toBe(true);
  });

  it('gives the platform every code', () => {
    expect(codesHeldByAgency({ level: 'platform' })).toEqual([...PERMISSION_CODES]);
  });

  it('holds every code the seeded demo groups of each level grant', () => {
    const pairs = [
      ['platform', 'super_admin'],
      ['F1', 'admin_f1'],
      ['F1', 'agent_f1'],
      ['F2', 'admin_f2'],
      ['F2', 'agent_f2'],
    ] as const;
    for (const [level, role] of pairs)
      expect(codesNotHeld(DEFAULT_ROLE_PERMISSIONS[role], codesHeldByAgency({ level })), role).toEqual([]);
  });

  it('drops the product codes settings.products does not list; absent or null means all', () => {
    expect(codesHeldByAgency({ level: 'F1', products: ['flights'] })).not.toEqual(
      expect.arrayContaining(['USE_TRAIN']),
    );
    const trainOnly = codesHeldByAgency({ level: 'F1', products: ['Flights', 'TRAIN'] });
    expect(trainOnly).toContain('USE_TRAIN');
    expect(trainOnly).not.toContain('USE_ESIM');
    expect(trainOnly).not.toContain('USE_B2C');
    expect(codesHeldByAgency({ level: 'platform', products: [] })).toEqual([...PERMISSION_CODES]);
    // A sub-agency given eSIM and B2C may grant their codes, which its level's templates do not carry.
    expect(codesHeldByAgency({ level: 'F2', products: ['flights', 'esim', 'b2c'] })).toEqual(
      expect.arrayContaining(['USE_ESIM', 'USE_B2C']),
    );
    expect(codesHeldByAgency({ level: 'F2', products: ['flights', 'esim'] })).not.toContain('USE_TRAIN');
    expect(codesHeldByAgency({ level: 'F1', products: null })).toEqual(codesHeldByAgency({ level: 'F1' }));
    expect(codesHeldByAgency({ level: 'F1' })).toEqual(expect.arrayContaining(['USE_TRAIN', 'USE_ESIM', 'USE_B2C']));
  });

  it('lists the codes not held once each, sorted, unknown ones included', () => {
    expect(
      codesNotHeld(['ADMIN_F2', 'BOOKING_TICKET', 'NOPE', 'ADMIN_F2'], codesHeldByAgency({ level: 'F1' })),
    ).toEqual(['ADMIN_F2', 'NOPE']);
  });
});

describe('roles an admin may give', () => {
  it('are admin_f1 and agent_f1 at F1, admin_f2 and agent_f2 at F2 and F3, super_admin at the platform', () => {
    expect(rolesGrantableAt('F1')).toEqual(['admin_f1', 'agent_f1']);
    expect(rolesGrantableAt('F2')).toEqual(['admin_f2', 'agent_f2']);
    expect(rolesGrantableAt('F3')).toEqual(['admin_f2', 'agent_f2']);
    expect(rolesGrantableAt('platform')).toEqual(['super_admin']);
  });
});

describe('the contract field rules', () => {
  it.each([
    '0912345678',
    '0312345678',
    '84912345678',
    '84112345678',
    '0123456789',
    '091234567',
    '09123456789',
    '8401234567',
    '+84912345678',
    '',
  ])('agree with isVietnameseMobile on %s', (phone) =>
    expect(VN_MOBILE_PATTERN.test(phone)).toBe(isVietnameseMobile(phone)),
  );

  it.each(['Nguyễn Văn Đức', 'Lê Thị Ánh', 'Nguyen 2', 'Nguyen-Van', "O'Brien", 'Trần  Minh'])(
    'agree with isPersonName on %s',
    (name) => {
      expect(PERSON_NAME_PATTERN.test(name)).toBe(isPersonName(name));
    },
  );
});
