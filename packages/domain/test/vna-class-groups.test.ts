// Vietnam Airlines' class groups of SPEC §9 as data: every class in exactly one group, lookups and order.
import { describe, expect, it } from 'vitest';
import { VNA_CLASS_GROUPS, vnaClassGroupOf, vnaClassGroupRank } from '../src/index.js';

describe('VNA class groups', () => {
  it('are the seven groups of SPEC §9 in its order', () => {
    expect(VNA_CLASS_GROUPS.map((group) => group.code)).toEqual([
      'P/A/G',
      'Q/N/R/T/E',
      'S/H/K/L',
      'Y/B/M',
      'Z/U/W',
      'C/J',
      'D/I',
    ]);
    for (const group of VNA_CLASS_GROUPS) expect(group.classes.join('/')).toBe(group.code);
  });

  it('put every class in one group only', () => {
    const classes = VNA_CLASS_GROUPS.flatMap((group) => group.classes);
    expect(new Set(classes).size).toBe(classes.length);
  });

  it('find the group of a class, any case, and OTHER for a class outside the table', () => {
    expect(vnaClassGroupOf('A')).toBe('P/A/G');
    expect(vnaClassGroupOf('e')).toBe('Q/N/R/T/E');
    expect(vnaClassGroupOf('L')).toBe('S/H/K/L');
    expect(vnaClassGroupOf('Y')).toBe('Y/B/M');
    expect(vnaClassGroupOf('W')).toBe('Z/U/W');
    expect(vnaClassGroupOf('J')).toBe('C/J');
    expect(vnaClassGroupOf('I')).toBe('D/I');
    expect(vnaClassGroupOf('F')).toBe('OTHER');
  });

  it('rank groups in table order with OTHER last', () => {
    expect(vnaClassGroupRank('P/A/G')).toBe(0);
    expect(vnaClassGroupRank('D/I')).toBe(6);
    expect(vnaClassGroupRank('OTHER')).toBe(7);
  });
});
