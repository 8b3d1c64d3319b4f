import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Every import and export `from` a relative path, and `import('…')`, in a source file. */
const RELATIVE_IMPORT =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]*)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/gm;

/**
 * A folder of src is one unit, a file directly in src (app-context.ts, server.ts) a unit of its
 * own: the root holds both the top (the server) and the ground floor (the context, the config).
 */
function unitOf(file: string): string {
  const folder = path.dirname(file);
  return folder === '.' ? file.replace(/\.ts$/, '') : folder;
}

/** The source file an import names: `./x` is x.ts or x/index.ts. */
function resolveImport(importer: string, specifier: string): string | undefined {
  const target = path.join(path.dirname(importer), specifier.replace(/\.js$/, ''));
  return [`${target}.ts`, path.join(target, 'index.ts')].find((file) =>
    existsSync(path.join(SRC, file)),
  );
}

type Arrow = { from: string; to: string; importer: string; imported: string };

/** Which unit imports which, from every non-test source file (tests sit beside what they test). */
function unitArrows(): { arrows: Arrow[]; unresolved: string[] } {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
  );
  const arrows: Arrow[] = [];
  const unresolved: string[] = [];
  for (const importer of files) {
    const text = readFileSync(path.join(SRC, importer), 'utf8');
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const imported = resolveImport(importer, specifier);
      if (!imported) unresolved.push(`${importer}: ${specifier}`);
      else if (unitOf(importer) !== unitOf(imported))
        arrows.push({ from: unitOf(importer), to: unitOf(imported), importer, imported });
    }
  }
  return { arrows, unresolved };
}

/** The strongly connected groups of two units or more (Tarjan): each one is an import loop. */
function loopsOf(arrows: Arrow[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of arrows) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.size - 1);
    stack.push(unit);
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group = stack.splice(stack.indexOf(unit));
    if (group.length > 1) loops.push(group.sort());
  };
  for (const unit of next.keys()) if (!index.has(unit)) visit(unit);
  return loops;
}

/**
 * The floors of src, top first. A unit imports its own floor or one below, never one above: the
 * transport (http, db, mail, jobs, files, the captcha and OpenID clients, the providers'
 * interfaces) knows no feature, and no feature knows the server that assembles it. A unit not
 * named here is a feature (its routes, queries, rules and mails); features import each other
 * without a loop (the test above).
 */
const FLOORS: readonly (readonly string[])[] = [
  ['main', 'index', 'cluster', 'admin', 'testing', 'server'],
  ['api-routes', 'app-jobs', 'openapi-routes', 'openapi', 'seed'],
  [],
  ['app-context'],
  ['http', 'db', 'db/migrations', 'jobs', 'mail', 'files', 'captcha', 'oauth', 'providers'],
  ['config'],
];
const FEATURE_FLOOR = 2;

function floorOf(unit: string): number {
  const floor = FLOORS.findIndex((units) => units.includes(unit));
  return floor === -1 ? FEATURE_FLOOR : floor;
}

describe('the folders of apps/api/src', () => {
  const { arrows, unresolved } = unitArrows();

  it('sees every relative import it reads', () => {
    expect(unresolved).toEqual([]);
    expect(arrows.length).toBeGreaterThan(0);
  });

  it('import each other without a loop', () => {
    const loops = loopsOf(arrows).map((units) => ({
      units,
      // One import per arrow inside the loop, to say where to cut it.
      arrows: [
        ...new Map(
          arrows
            .filter(({ from, to }) => units.includes(from) && units.includes(to))
            .map(({ from, to, importer, imported }) => [
              `${from} -> ${to}`,
              `${from} -> ${to} (${importer} -> ${imported})`,
            ]),
        ).values(),
      ],
    }));
    expect(loops).toEqual([]);
  });

  it('import only their own floor or one below, never one above', () => {
    const named = FLOORS.flat();
    expect(
      named.filter((unit) => !arrows.some(({ from, to }) => from === unit || to === unit)),
    ).toEqual([]);
    const upward = arrows
      .filter(({ from, to }) => floorOf(to) < floorOf(from))
      .map(({ from, to, importer, imported }) => `${from} -> ${to} (${importer} -> ${imported})`);
    expect(upward).toEqual([]);
  });
});
