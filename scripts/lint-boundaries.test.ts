// The boundaries eslint.config.js enforces: each deliberate violation is reported by its rule, and clean imports by none.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const API_MODULES = 'apps/api/src/modules';
// Lint runs in-process against the whole configuration; the cycle rule reads the web app's import graph.
const LINT_TIMEOUT_MS = 120_000;

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The rules broken by `code` if it were the file at `filePath` (relative to the repository root). */
async function rulesBrokenBy(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

type ModuleRepository = { moduleName: string; file: string };

/** Every repository file of the API modules, found on disk so the test follows modules as they move. */
function moduleRepositories(): ModuleRepository[] {
  const found: ModuleRepository[] = [];
  const walk = (moduleName: string, folder: string, isInRepositoryFolder: boolean) => {
    for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
      const entryPath = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(moduleName, entryPath, isInRepositoryFolder || entry.name === 'repository');
      else if (entry.name.endsWith('.ts') && (isInRepositoryFolder || entry.name.endsWith('.repository.ts')))
        found.push({ moduleName, file: entryPath });
    }
  };
  for (const entry of readdirSync(path.join(repoRoot, API_MODULES), { withFileTypes: true }))
    if (entry.isDirectory()) walk(entry.name, `${API_MODULES}/${entry.name}`, false);
  return found;
}

/** The '.js' import the API would write in `fromFile` for `targetFile`. */
function apiImport(fromFile: string, targetFile: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromFile), targetFile).replace(/\.ts$/, '.js');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

describe('API boundaries', () => {
  const repositories = moduleRepositories();
  const repository = repositories[0];
  const otherModule = repositories.find((candidate) => candidate.moduleName !== repository?.moduleName)?.moduleName;

  it('has repositories in at least two modules to probe with', () => {
    expect(repository).toBeDefined();
    expect(otherModule).toBeDefined();
  });

  it(
    'refuses drizzle-orm in a route file',
    async () => {
      const routesFile = `${API_MODULES}/${repository!.moduleName}/boundary-probe.routes.ts`;
      const code = "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n";
      expect(await rulesBrokenBy(code, routesFile)).toEqual(['no-restricted-imports']);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "refuses a repository in a route file, even its own module's",
    async () => {
      const routesFile = `${API_MODULES}/${repository!.moduleName}/boundary-probe.routes.ts`;
      const code = `import * as repository from '${apiImport(routesFile, repository!.file)}';\nexport const probe = repository;\n`;
      expect(await rulesBrokenBy(code, routesFile)).toEqual(['no-restricted-imports']);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "refuses another module's repository in a module file",
    async () => {
      const serviceFile = `${API_MODULES}/${otherModule!}/boundary-probe.service.ts`;
      const code = `import * as repository from '${apiImport(serviceFile, repository!.file)}';\nexport const probe = repository;\n`;
      expect(await rulesBrokenBy(code, serviceFile)).toEqual(['import-x/no-restricted-paths']);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "lets a module's service use its own repository",
    async () => {
      const serviceFile = `${API_MODULES}/${repository!.moduleName}/boundary-probe.service.ts`;
      const code = `import * as repository from '${apiImport(serviceFile, repository!.file)}';\nexport const probe = repository;\n`;
      expect(await rulesBrokenBy(code, serviceFile)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('web boundaries', () => {
  it(
    'refuses a feature in shared code',
    async () => {
      const code = "import HomePage from '../features/home/components/HomePage';\nexport const probe = HomePage;\n";
      expect(await rulesBrokenBy(code, 'apps/web/src/components/BoundaryProbe.ts')).toEqual([
        'import-x/no-restricted-paths',
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'refuses the app in a feature',
    async () => {
      const code = "import { MENU } from '../../app/menu/menu-items';\nexport const probe = MENU;\n";
      expect(await rulesBrokenBy(code, 'apps/web/src/features/home/boundary-probe.ts')).toEqual([
        'import-x/no-restricted-paths',
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "refuses another feature's insides in a feature",
    async () => {
      const code = "import { PAGE_SIZES } from '../booking-list/booking-filters';\nexport const probe = PAGE_SIZES;\n";
      expect(await rulesBrokenBy(code, 'apps/web/src/features/home/boundary-probe.ts')).toEqual([
        'import-x/no-restricted-paths',
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'lets booking-paid use booking-edit (decision 054), and never the reverse',
    async () => {
      const paid = "import { PnrPanel } from '../booking-edit/components/PnrPanel';\nexport const probe = PnrPanel;\n";
      expect(await rulesBrokenBy(paid, 'apps/web/src/features/booking-paid/boundary-probe.ts')).toEqual([]);
      const edit = "import { PAID_FORMS } from '../booking-paid/forms';\nexport const probe = PAID_FORMS;\n";
      expect(await rulesBrokenBy(edit, 'apps/web/src/features/booking-edit/boundary-probe.ts')).toEqual([
        'import-x/no-restricted-paths',
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'refuses an import cycle',
    async () => {
      // The calendar endpoint imports the API slice; the slice importing it back closes the cycle.
      const code =
        "import { useGetFlightCalendarQuery } from '../flight-search/get-flight-calendar';\nexport const probe = useGetFlightCalendarQuery;\n";
      expect(await rulesBrokenBy(code, 'apps/web/src/lib/http/api.ts')).toEqual(['import-x/no-cycle']);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'lets a feature use shared code',
    async () => {
      const code =
        "import { FlightSearchForm } from '../../components/flight-search/FlightSearchForm';\nexport const probe = FlightSearchForm;\n";
      expect(await rulesBrokenBy(code, 'apps/web/src/features/home/boundary-probe.ts')).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('parameters', () => {
  const fourPositional =
    'export function probe(a: number, b: number, c: number, d: number): number {\n  return a + b + c + d;\n}\n';
  const oneOptionsObject =
    'export function probe(options: { a: number; b: number; c: number; d: number }): number {\n  const { a, b, c, d } = options;\n  return a + b + c + d;\n}\n';

  it(
    'refuses four positional parameters in application and package code',
    async () => {
      expect(await rulesBrokenBy(fourPositional, 'apps/api/src/platform/params-probe.ts')).toEqual([
        '@typescript-eslint/max-params',
      ]);
      expect(await rulesBrokenBy(fourPositional, 'packages/domain/src/params-probe.ts')).toEqual([
        '@typescript-eslint/max-params',
      ]);
      expect(
        await rulesBrokenBy(`export const Probe = ${fourPositional.slice(7)}`, 'apps/web/src/components/Probe.tsx'),
      ).toEqual(['@typescript-eslint/max-params']);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'lets the same function take one options object, and tests keep their own signatures',
    async () => {
      expect(await rulesBrokenBy(oneOptionsObject, 'apps/api/src/platform/params-probe.ts')).toEqual([]);
      expect(await rulesBrokenBy(fourPositional, 'apps/api/test/params-probe.test.ts')).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
