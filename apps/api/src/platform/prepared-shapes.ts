// Statements planned once per connection for each shape they take (decision 153): named by a hash of their SQL text,
// whose values are all parameters, so a query built from a changing mix of filters keeps one plan per mix.
import { createHash } from 'node:crypto';

type Preparable<Result> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<Result> } };

/** The statement's name for its shape: `prefix` and 24 hex digits of its text's SHA-256 (PostgreSQL keeps 63 bytes). */
export function shapeName(prefix: string, sqlText: string): string {
  return `${prefix}_${createHash('sha256').update(sqlText).digest('hex').slice(0, 24)}`;
}

/** Runs the query as the named prepared statement of its shape: parsed and planned on a connection's first use only. */
export function executePrepared<Result>(prefix: string, query: Preparable<Result>): Promise<Result> {
  return query.prepare(shapeName(prefix, query.toSQL().sql)).execute();
}
