// Ledger arithmetic: VND conversions, balanced legs, lock order, and deposits under random sequences (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterCredit,
  afterPost,
  afterRelease,
  afterReserve,
  afterTopUp,
  availableOf,
  balanceDeltas,
  checkReserve,
  depositBalances,
  inLockOrder,
  isBalanced,
  isWithinCreditLimit,
  legProblems,
  spendableOf,
  sumVnd,
  toVnd,
  transferLegs,
  type DepositState,
  type LedgerLeg,
} from '../src/index.js';

const vnd = fc.integer({ min: 1, max: 5_000_000_000 });

describe('VND amounts', () => {
  it('reads database values exactly and refuses what a number cannot hold', () => {
    expect(toVnd('1250000')).toBe(1_250_000);
    expect(toVnd('-42')).toBe(-42);
    expect(toVnd(7n)).toBe(7);
    expect(toVnd(null)).toBe(0);
    expect(() => toVnd('9007199254740993')).toThrow(RangeError);
    expect(() => toVnd('10.5')).toThrow(RangeError);
    expect(() => toVnd(0.1 + 0.2)).toThrow(RangeError);
  });

  it('sums exactly or throws, never rounding', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 })), (amounts) => {
        expect(sumVnd(amounts)).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
    expect(() => sumVnd([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('double entry', () => {
  it('accepts a transfer of any amount and rejects it once any leg is changed', () => {
    fc.assert(
      fc.property(vnd, fc.integer({ min: 1, max: 1000 }), (amount, change) => {
        const legs = transferLegs({ from: 'a', to: 'b', amount });
        expect(isBalanced(legs)).toBe(true);
        expect([...balanceDeltas(legs).values()].reduce((a, b) => a + b, 0)).toBe(0);
        expect(legProblems([legs[0]!, { ...legs[1]!, amount: amount + change }])).toContain('unbalanced');
      }),
    );
  });

  it('rejects fewer than two legs, zero and unsafe amounts', () => {
    expect(legProblems([{ accountId: 'a', amount: 0 }])).toEqual(['tooFewLegs', 'zeroAmount']);
    expect(
      legProblems([
        { accountId: 'a', amount: 0.5 },
        { accountId: 'b', amount: -0.5 },
      ]),
    ).toEqual(['unsafeAmount']);
  });

  it('nets several legs on one account', () => {
    const legs: LedgerLeg[] = [
      { accountId: 'deposit', amount: -300 },
      { accountId: 'deposit', amount: 100 },
      { accountId: 'payable', amount: 200 },
    ];
    expect(Object.fromEntries(balanceDeltas(legs))).toEqual({ deposit: -200, payable: 200 });
  });
});

describe('lock order', () => {
  const account = fc.record({ id: fc.uuid(), isPlatform: fc.boolean() });
  it('is the same for any permutation: agency accounts by id, then platform accounts by id', () => {
    fc.assert(
      fc.property(fc.uniqueArray(account, { selector: (a) => a.id, maxLength: 8 }), (accounts) => {
        const ordered = inLockOrder(accounts);
        expect(inLockOrder([...accounts].reverse())).toEqual(ordered);
        const firstPlatform = ordered.findIndex((a) => a.isPlatform);
        if (firstPlatform >= 0) expect(ordered.slice(firstPlatform).every((a) => a.isPlatform)).toBe(true);
        for (let i = 1; i < ordered.length; i++)
          if (ordered[i]!.isPlatform === ordered[i - 1]!.isPlatform)
            expect(ordered[i - 1]!.id < ordered[i]!.id).toBe(true);
      }),
    );
  });
});

describe('deposit arithmetic', () => {
  const state = (balance: number, reserved: number, creditLimit: number): DepositState => ({
    balance,
    reserved,
    creditLimit,
  });

  it('computes available as balance − reserved and spendable with the credit limit', () => {
    expect(depositBalances(state(1_000_000, 300_000, 500_000))).toEqual({
      balance: 1_000_000,
      reserved: 300_000,
      available: 700_000,
      creditLimit: 500_000,
    });
    expect(spendableOf(state(1_000_000, 300_000, 500_000))).toBe(1_200_000);
  });

  it('allows a reservation exactly up to minus the credit limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        vnd,
        (balance, reserved, limit, amount) => {
          const deposit = state(balance, reserved, limit);
          const check = checkReserve(deposit, amount);
          expect(check.isAllowed).toBe(amount <= spendableOf(deposit));
          if (!check.isAllowed)
            expect(check.shortfall).toEqual({ available: availableOf(deposit), creditLimit: limit, requested: amount });
        },
      ),
    );
  });

  type Action = { kind: 'topUp' | 'reserve' | 'post' | 'release' | 'credit'; amount: number; pick: number };
  const action = fc.record({
    kind: fc.constantFrom('topUp', 'reserve', 'post', 'release', 'credit'),
    amount: fc.integer({ min: 1, max: 3_000_000 }),
    pick: fc.nat(),
  }) as fc.Arbitrary<Action>;

  it('keeps reserved = Σ pending, the credit-limit rule and conservation of money under any sequence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(action, { maxLength: 60 }),
        (creditLimit, actions) => {
          let deposit = state(0, 0, creditLimit);
          const pending: number[] = [];
          let toppedUp = 0;
          let spent = 0;
          for (const { kind, amount, pick } of actions) {
            if (kind === 'topUp' || kind === 'credit') {
              deposit = kind === 'topUp' ? afterTopUp(deposit, amount) : afterCredit(deposit, amount);
              toppedUp += amount;
            } else if (kind === 'reserve') {
              if (checkReserve(deposit, amount).isAllowed) {
                deposit = afterReserve(deposit, amount);
                pending.push(amount);
              } else {
                expect(() => afterReserve(deposit, amount)).toThrow(RangeError);
              }
            } else if (pending.length > 0) {
              const [settled] = pending.splice(pick % pending.length, 1);
              const before = availableOf(deposit);
              deposit = kind === 'post' ? afterPost(deposit, settled!) : afterRelease(deposit, settled!);
              if (kind === 'post') {
                spent += settled!;
                expect(availableOf(deposit)).toBe(before);
              }
            }
            expect(deposit.reserved).toBe(pending.reduce((a, b) => a + b, 0));
            expect(deposit.balance).toBe(toppedUp - spent);
            expect(isWithinCreditLimit(deposit)).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses to settle more than is reserved', () => {
    expect(() => afterPost(state(100, 50, 0), 51)).toThrow(RangeError);
    expect(() => afterRelease(state(100, 0, 0), 1)).toThrow(RangeError);
  });
});
