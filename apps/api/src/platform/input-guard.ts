// Refuses, before validation and in constant stack, what no handler should see: JSON nested deeper than 64 levels,
// and text PostgreSQL or Unicode cannot keep (NUL, unpaired surrogates, non-characters) in the body, query or path.
import type { FastifyInstance } from 'fastify';
import { fieldError } from './field-error.js';

/** Deepest nesting of objects and arrays a request may carry; the body object itself is level 1 (decision 030). */
export const MAX_INPUT_DEPTH = 64;

/** NUL, a lone UTF-16 surrogate (paired ones are one code point with the u flag) or a Unicode non-character. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be found
const UNSTORABLE_TEXT = /[\u0000\p{Cs}\p{Noncharacter_Code_Point}]/u;

export type InputProblem = { kind: 'tooDeep' | 'invalidCharacter'; field: string };

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first problem of a parsed value, walked breadth-first with an explicit queue (no recursion, so no nesting can
 * overflow the stack): a container beyond MAX_INPUT_DEPTH names the top-level field it sits in; bad text names the
 * dotted path of the string or key holding it.
 */
export function findInputProblem(value: unknown, root = 'body'): InputProblem | undefined {
  const queue: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = 0; next < queue.length; next += 1) {
    const { value: item, path, depth } = queue[next]!;
    if (typeof item === 'string') {
      if (UNSTORABLE_TEXT.test(item)) return { kind: 'invalidCharacter', field: path || root };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth + 1 > MAX_INPUT_DEPTH) return { kind: 'tooDeep', field: path.split('.')[0] || root };
    const entries = Array.isArray(item)
      ? item.map((child, index) => [String(index), child] as const)
      : Object.entries(item);
    for (const [key, child] of entries) {
      const at = childPath(path, key);
      if (UNSTORABLE_TEXT.test(key)) return { kind: 'invalidCharacter', field: at };
      queue.push({ value: child, path: at, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The dotted path of the first string or key holding unstorable text (NUL, lone surrogate, non-character), if any. */
export function findNulCharacter(value: unknown): string | undefined {
  const problem = findInputProblem(value);
  return problem?.kind === 'invalidCharacter' ? problem.field : undefined;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findInputProblem(request.body) ?? findInputProblem(request.query, 'query') ?? findInputProblem(request.params);
    if (!problem) return;
    const { field } = problem;
    if (problem.kind === 'tooDeep')
      throw fieldError(field, 'nestedTooDeep', { reason: 'tooDeep', params: { limit: MAX_INPUT_DEPTH } });
    throw fieldError(field, 'invalidCharacter', { reason: 'invalidCharacter', params: { field } });
  });
}
