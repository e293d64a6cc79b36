// Allow rules over permission codes: a tiny boolean language shared by the web guard and the API.
import type { PermissionCode } from './codes.js';

export type AllowRule =
  | { kind: 'open' }
  | { kind: 'has'; code: PermissionCode }
  | { kind: 'all'; rules: AllowRule[] }
  | { kind: 'any'; rules: AllowRule[] };

export const open: AllowRule = { kind: 'open' };

type RuleInput = AllowRule | PermissionCode;

function toRule(input: RuleInput): AllowRule {
  return typeof input === 'string' ? { kind: 'has', code: input } : input;
}

export function allOf(...inputs: RuleInput[]): AllowRule {
  return { kind: 'all', rules: inputs.map(toRule) };
}

export function anyOf(...inputs: RuleInput[]): AllowRule {
  return { kind: 'any', rules: inputs.map(toRule) };
}

export function needs(code: PermissionCode): AllowRule {
  return { kind: 'has', code };
}

export function isAllowed(rule: AllowRule, permissions: readonly string[]): boolean {
  switch (rule.kind) {
    case 'open':
      return true;
    case 'has':
      return permissions.includes(rule.code);
    case 'all':
      return rule.rules.every((inner) => isAllowed(inner, permissions));
    case 'any':
      return rule.rules.some((inner) => isAllowed(inner, permissions));
  }
}

/** Human-readable form, e.g. "((AGENT_F2 or ADMIN_F1) and ONLY_SHOW_NEW) or ADMIN_NEWS". */
export function describeRule(rule: AllowRule): string {
  switch (rule.kind) {
    case 'open':
      return 'open';
    case 'has':
      return rule.code;
    case 'all':
    case 'any': {
      const joiner = rule.kind === 'all' ? ' and ' : ' or ';
      return rule.rules
        .map((inner) =>
          inner.kind === 'all' || inner.kind === 'any' ? `(${describeRule(inner)})` : describeRule(inner),
        )
        .join(joiner);
    }
  }
}
