// The sub-agency form rules: codes, tax codes, narrowing down the tree, and the first admin's permission codes.
import { describe, expect, it } from 'vitest';
import {
  AGENCY_CODE_PATTERN as CONTRACT_CODE_PATTERN,
  TAX_CODE_PATTERN as CONTRACT_TAX_PATTERN,
  AGENCY_CREDIT_LIMIT_MAX as CONTRACT_LIMIT,
} from '@portal/contracts';
import {
  AGENCY_CODE_PATTERN,
  AGENCY_CREDIT_LIMIT_MAX,
  DEFAULT_ROLE_PERMISSIONS,
  TAX_CODE_PATTERN,
  childLevelOf,
  firstAdminGroupName,
  firstAdminPermissions,
  isAgencyCode,
  isVietnameseTaxCode,
  itemsNotAllowed,
  narrowedDownChain,
  normalizeProducts,
} from '../src/index.js';

describe('agency form rules', () => {
  it('are the very rules the API contract checks (contracts cannot import the domain)', () => {
    expect(CONTRACT_CODE_PATTERN.source).toBe(AGENCY_CODE_PATTERN.source);
    expect(CONTRACT_TAX_PATTERN.source).toBe(TAX_CODE_PATTERN.source);
    expect(CONTRACT_LIMIT).toBe(AGENCY_CREDIT_LIMIT_MAX);
  });

  it.each(['HOASEN', 'ab', 'F2X0001', 'A'.repeat(20)])('accepts the agency code %s', (code) =>
    expect(isAgencyCode(code)).toBe(true),
  );
  it.each(['A', 'A'.repeat(21), 'HOA SEN', 'HOA-SEN', 'ĐÀNẴNG', ''])('refuses the agency code "%s"', (code) =>
    expect(isAgencyCode(code)).toBe(false),
  );

  it.each(['0401234567', '0401234567-001', '0401234567001'])('accepts the tax code %s', (taxCode) =>
    expect(isVietnameseTaxCode(taxCode)).toBe(true),
  );
  it.each(['', '040123456', '04012345678', '0401234567-01', '04O1234567'])('refuses the tax code "%s"', (taxCode) =>
    expect(isVietnameseTaxCode(taxCode)).toBe(false),
  );

  it('gives the level below each level, none below F3', () => {
    expect([childLevelOf('platform'), childLevelOf('F1'), childLevelOf('F2'), childLevelOf('F3')]).toEqual([
      'F1',
      'F2',
      'F3',
      null,
    ]);
  });

  it('keeps products in order with flights always on, and narrows lists down the chain (absent = everything)', () => {
    expect(normalizeProducts(['esim', 'TRAIN', 'bogus'])).toEqual(['flights', 'train', 'esim']);
    expect(narrowedDownChain(['VN', 'VJ', 'QH', '1A'], [undefined, ['VJ', 'VN', '1A'], null, ['1A', 'VN']])).toEqual([
      'VN',
      '1A',
    ]);
    expect(narrowedDownChain(['VN', 'VJ'], [])).toEqual(['VN', 'VJ']);
    expect(itemsNotAllowed(['VN', '1G', '1G', 'QH'], ['VN'])).toEqual(['1G', 'QH']);
  });

  it("gives an F2's first admin admin_f2's codes without the products it lacks, an F3's without CHILD_AGENT_MANAGER too", () => {
    expect([...firstAdminPermissions('F2', ['flights', 'train', 'esim'])].sort()).toEqual(
      [...DEFAULT_ROLE_PERMISSIONS.admin_f2].sort(),
    );
    expect([...firstAdminPermissions('F2', ['flights', 'train'])].sort()).toEqual(
      DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'USE_ESIM').sort(),
    );
    expect([...firstAdminPermissions('F2', ['flights'])].sort()).toEqual(
      DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'USE_TRAIN' && code !== 'USE_ESIM').sort(),
    );
    const f3 = firstAdminPermissions('F3', ['flights', 'train']);
    expect(f3).not.toContain('CHILD_AGENT_MANAGER');
    expect(f3).toContain('USE_TRAIN');
    expect(f3).not.toContain('USE_ESIM');
    expect(firstAdminPermissions('F3', ['flights', 'esim'])).toContain('USE_ESIM');
    expect(firstAdminGroupName('F2')).toBe('Quản trị đại lý cấp 2');
  });
});
