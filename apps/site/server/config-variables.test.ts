// `pnpm start` and `pnpm dev` run through turbo, whose tasks see only the variables they list:
// a setting missing from these lists would be dropped on its way to the server without a word.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKED_PREFIXES, CONFIG_VARIABLES } from '@bb/api';
import { describe, expect, it } from 'vitest';
import { SITE_RUN_TIME_VARIABLES } from './live-pages-ttl';

const root = path.resolve(import.meta.dirname, '../../..');
const turbo = JSON.parse(readFileSync(path.join(root, 'turbo.json'), 'utf8')) as {
  tasks: Record<string, { env?: string[]; passThroughEnv?: string[] }>;
};
/** The site's build-time settings: what turbo's build task hashes and passes. */
const buildVariables = turbo.tasks.build?.env ?? [];

describe("turbo's start and dev tasks", () => {
  it.each(['start', 'dev'])(
    '%s passes every setting of the API and of the site (build and run time), and any STRIPE_ or PAYPAL_ variable (a typo is refused at start)',
    (task) => {
      expect([...(turbo.tasks[task]?.passThroughEnv ?? [])].sort()).toEqual(
        [
          ...new Set([
            ...CONFIG_VARIABLES,
            ...buildVariables,
            ...SITE_RUN_TIME_VARIABLES,
            ...CHECKED_PREFIXES.map((prefix) => `${prefix}*`),
          ]),
        ].sort(),
      );
    },
  );

  it("build's variables are the site's README's build-time settings", () => {
    const readme = readFileSync(path.join(root, 'apps/site/README.md'), 'utf8');
    const buildTime = /^Build time: ([\s\S]*?)\. Run time:/m.exec(readme)?.[1] ?? '';
    const documented = [...buildTime.matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name);
    expect(documented.sort()).toEqual([...buildVariables].sort());
  });
});
