// Issue 13's performance table: runs each measurement module under bench/perf/ in turn and prints every row with its
// figure, target and verdict. `npm run bench:performance [-- name …]` runs only the named modules.
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PerfMeasure, PerfRow } from './perf/row.js';

/** The measurement modules, in the table order; each exports `measure: PerfMeasure`. */
const MODULES = ['reads', 'list', 'edge', 'web', 'scale-out'] as const;

const wanted = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const rows: PerfRow[] = [];
for (const name of MODULES) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const file = join(import.meta.dirname, 'perf', `${name}.ts`);
  if (!existsSync(file)) continue;
  const { measure } = (await import(pathToFileURL(file).href)) as { measure: PerfMeasure };
  console.error(`— ${name} …`);
  rows.push(...(await measure()));
}

console.log('| Measured | Now | Target | Met |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(`| ${row.measured} | ${row.now} | ${row.target} | ${row.met ? 'yes' : 'NO'} |`);
process.exit(rows.every((row) => row.met) ? 0 : 1);
