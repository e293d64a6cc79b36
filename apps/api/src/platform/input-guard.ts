// Refuses text PostgreSQL cannot store (the NUL character) anywhere in a request, naming the field, before validation.
import type { FastifyInstance } from 'fastify';
import { fieldError } from './field-error.js';

/** The dotted path of the first string or key holding a NUL character, or undefined. */
export function findNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath;
      const found = findNulCharacter(item, childPath);
      if (found) return found;
    }
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNulCharacter(request.body) ?? findNulCharacter(request.query) ?? findNulCharacter(request.params);
    if (field) {
      throw fieldError(field, 'invalidCharacter', { reason: 'NUL', params: { field } });
    }
  });
}
