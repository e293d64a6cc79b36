// Passenger counter of SPEC §4 and passenger rules of SPEC §5.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decrement,
  increment,
  INITIAL_PASSENGERS,
  validatePassengers,
  type PassengerCounts,
  type PassengerKind,
} from '../src/index.js';

const counts = (adt: number, chd: number, inf: number): PassengerCounts => ({ adt, chd, inf });

describe('passenger counter: increments', () => {
  it('starts with one adult', () => {
    expect(INITIAL_PASSENGERS).toEqual(counts(1, 0, 0));
  });

  it('adds adults and children while adults plus children stay at most 9', () => {
    expect(increment(counts(8, 0, 0), 'adt')).toEqual(counts(9, 0, 0));
    expect(increment(counts(5, 3, 0), 'chd')).toEqual(counts(5, 4, 0));
    expect(increment(counts(4, 4, 0), 'chd')).toEqual(counts(4, 5, 0));
  });

  it('refuses an adult or a child when adults plus children are already 9', () => {
    expect(increment(counts(9, 0, 0), 'adt')).toEqual(counts(9, 0, 0));
    expect(increment(counts(6, 3, 0), 'adt')).toEqual(counts(6, 3, 0));
    expect(increment(counts(6, 3, 0), 'chd')).toEqual(counts(6, 3, 0));
  });

  it('adds infants only up to the number of adults, whatever the seated total', () => {
    expect(increment(counts(2, 7, 1), 'inf')).toEqual(counts(2, 7, 2));
    expect(increment(counts(2, 7, 2), 'inf')).toEqual(counts(2, 7, 2));
    expect(increment(counts(9, 0, 8), 'inf')).toEqual(counts(9, 0, 9));
  });

  it('refuses an infant when there is no adult', () => {
    expect(increment(counts(0, 1, 0), 'inf')).toEqual(counts(0, 1, 0));
  });
});

describe('passenger counter: decrements', () => {
  it('removes adults down to 0', () => {
    expect(decrement(counts(1, 0, 0), 'adt')).toEqual(counts(0, 0, 0));
    expect(decrement(counts(0, 2, 0), 'adt')).toEqual(counts(0, 2, 0));
  });

  it('drops an infant when adults and infants are both 9 and an adult is removed', () => {
    expect(decrement(counts(9, 0, 9), 'adt')).toEqual(counts(8, 0, 8));
  });

  it('drops an infant whenever removing an adult would leave more infants than adults', () => {
    expect(decrement(counts(3, 2, 3), 'adt')).toEqual(counts(2, 2, 2));
    expect(decrement(counts(1, 0, 1), 'adt')).toEqual(counts(0, 0, 0));
  });

  it('keeps the infants when there are still enough adults for them', () => {
    expect(decrement(counts(9, 0, 8), 'adt')).toEqual(counts(8, 0, 8));
  });

  it('removes children and infants down to 0 and never below', () => {
    expect(decrement(counts(1, 1, 1), 'chd')).toEqual(counts(1, 0, 1));
    expect(decrement(counts(1, 0, 1), 'inf')).toEqual(counts(1, 0, 0));
    expect(decrement(counts(1, 0, 0), 'chd')).toEqual(counts(1, 0, 0));
    expect(decrement(counts(1, 0, 0), 'inf')).toEqual(counts(1, 0, 0));
  });
});

describe('passenger rules', () => {
  it('accepts a family of 2 adults, 1 child and 1 infant', () => {
    expect(validatePassengers(counts(2, 1, 1))).toEqual([]);
  });

  it('accepts the limits: 9 adults with 9 infants, 1 adult with 8 children', () => {
    expect(validatePassengers(counts(9, 0, 9))).toEqual([]);
    expect(validatePassengers(counts(1, 8, 0))).toEqual([]);
  });

  it('requires at least one adult', () => {
    expect(validatePassengers(counts(0, 2, 0))).toEqual([
      { code: 'noAdult', field: 'adt', message: expect.any(String) },
    ]);
  });

  it('refuses more than 9 adults and children, pointing at the children when there are any', () => {
    expect(validatePassengers(counts(5, 5, 0)).map((p) => [p.code, p.field])).toEqual([['tooManySeated', 'chd']]);
    expect(validatePassengers(counts(10, 0, 0)).map((p) => [p.code, p.field])).toEqual([['tooManySeated', 'adt']]);
  });

  it('refuses an infant when infants would outnumber adults', () => {
    expect(validatePassengers(counts(1, 0, 2)).map((p) => [p.code, p.field])).toEqual([['tooManyInfants', 'inf']]);
  });

  it('names every broken rule at once', () => {
    expect(validatePassengers(counts(0, 10, 1)).map((p) => p.code)).toEqual([
      'noAdult',
      'tooManySeated',
      'tooManyInfants',
    ]);
  });

  it('refuses negative and fractional counts, naming each field', () => {
    expect(validatePassengers(counts(-1, 0.5, 0)).map((p) => [p.code, p.field])).toEqual([
      ['notWholeNumber', 'adt'],
      ['notWholeNumber', 'chd'],
    ]);
  });
});

describe('passenger counter (properties)', () => {
  const operation = fc.record({
    isIncrement: fc.boolean(),
    kind: fc.constantFrom<PassengerKind>('adt', 'chd', 'inf'),
  });
  const apply = (current: PassengerCounts, op: { isIncrement: boolean; kind: PassengerKind }) =>
    op.isIncrement ? increment(current, op.kind) : decrement(current, op.kind);

  it('never leaves more than 9 seated, more infants than adults, or a negative count', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let current: PassengerCounts = { ...INITIAL_PASSENGERS };
        for (const op of operations) {
          current = apply(current, op);
          expect(current.adt + current.chd).toBeLessThanOrEqual(9);
          expect(current.inf).toBeLessThanOrEqual(current.adt);
          expect(Math.min(current.adt, current.chd, current.inf)).toBeGreaterThanOrEqual(0);
          const problems = validatePassengers(current).map((problem) => problem.code);
          expect(problems.filter((code) => code !== 'noAdult')).toEqual([]);
        }
      }),
    );
  });

  it('changes exactly one count by one, except an adult removal that also drops an infant', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), operation, (setup, op) => {
        const before = setup.reduce(apply, { ...INITIAL_PASSENGERS });
        const after = apply(before, op);
        const changes = (['adt', 'chd', 'inf'] as const).map((kind) => after[kind] - before[kind]);
        const total = changes.reduce((sum, change) => sum + Math.abs(change), 0);
        if (op.kind === 'adt' && !op.isIncrement && before.inf === before.adt && before.adt > 0) {
          expect(changes).toEqual([-1, 0, -1]);
        } else {
          expect(total).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
