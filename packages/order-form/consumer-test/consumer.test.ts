// The packages as the people who import them get them: every @bb tarball packed by pnpm, installed
// with npm into a fresh Vite + React app outside the workspace, loaded and rendered on a server,
// built, served with a stand-in of the API from one origin, and the form submitted in Chromium;
// then in Vite's dev server (StrictMode on) a returning customer signs in through the login
// modal; all of it with React 19 on the pinned Node and on the machine's own Node, and with
// React 18.3 on the pinned Node.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { freePort } from '../../../scripts/free-port';
import { runtimesToCheck } from '../../../scripts/machine-node';
import { RETURNING_CUSTOMER, startHostServer } from './api-stand-in';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const packagesDir = path.resolve(here, '../..');
const repoRoot = path.resolve(packagesDir, '..');
/** The form and everything it depends on, in dependency order. */
const PACKAGES = ['validation', 'api-client', 'analytics', 'form-hooks', 'ui', 'order-form'];
const PHASE_TIMEOUT_MS = {
  pack: 60_000,
  install: 180_000,
  server: 30_000,
  build: 90_000,
  browser: 60_000,
  devServer: 60_000,
};

const durations: Record<string, number> = {};
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    durations[name] = Math.round(performance.now() - started);
    console.log(`consumer test: ${name} took ${durations[name]} ms`);
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'bb-consumer-'));
const tarballDir = path.join(workDir, 'tarballs');
let tarballs: Record<string, string> = {};
beforeAll(async () => {
  expect(workDir.startsWith(repoRoot)).toBe(false);
  mkdirSync(tarballDir);
  tarballs = await phase('pack', () => packAll(tarballDir));
}, PHASE_TIMEOUT_MS.pack * PACKAGES.length);
afterAll(() => {
  console.log('consumer test phases (ms):', JSON.stringify(durations));
  rmSync(workDir, { recursive: true, force: true });
});

// The pinned Node the scripts run on, and the machine's own Node when it is another version (the
// published packages support Node 20), each with the workspace's React 19; and React 18.3 (the
// packages support ^18.3) on the pinned Node. Each installs, builds and serves the app on its own.
const [pinned] = runtimesToCheck();
const HOSTS = [
  ...runtimesToCheck().map((runtime) => ({ runtime, react: undefined as string | undefined })),
  ...(pinned ? [{ runtime: pinned, react: '18.3.1' }] : []),
].map((host) => ({ ...host, label: `Node ${host.runtime.version}, React ${host.react ?? '19'}` }));

describe.each(HOSTS)(
  'a host app on $label with the packed @bb packages',
  ({ runtime, react, label }) => {
    const appDir = path.join(workDir, `app-${runtime.version}-react-${react ?? 'workspace'}`);
    const onThisNode = <T>(name: string, work: () => Promise<T>) =>
      phase(`${name} (${label})`, work);

    beforeAll(async () => {
      await onThisNode('install', async () => {
        cpSync(path.join(here, 'app'), appDir, { recursive: true });
        writeFileSync(path.join(appDir, 'package.json'), appManifest(tarballs, react));
        // npm runs on this Node: its folder comes first on PATH.
        await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
          cwd: appDir,
          timeout: PHASE_TIMEOUT_MS.install,
          env: {
            ...process.env,
            PATH: `${path.dirname(runtime.path)}${path.delimiter}${process.env.PATH}`,
          },
        });
      });
      // What the app got is the tarballs' dist, never the workspace's source.
      const installed = JSON.parse(
        readFileSync(path.join(appDir, 'node_modules/@bb/ui/package.json'), 'utf8'),
      );
      expect(installed.exports['.'].import.default).toBe('./dist/index.js');
      const installedReact = JSON.parse(
        readFileSync(path.join(appDir, 'node_modules/react/package.json'), 'utf8'),
      );
      expect(installedReact.version.startsWith(react ?? '19.')).toBe(true);
    }, PHASE_TIMEOUT_MS.install);

    it('loads every package as ESM and as CommonJS, calls the API and renders the form on a server', async () => {
      const server = await startHostServer(path.join(appDir, 'dist'));
      try {
        const { stdout } = await onThisNode('server check', () =>
          run(runtime.path, ['server-check.mjs', server.origin], {
            cwd: appDir,
            timeout: PHASE_TIMEOUT_MS.server,
          }),
        );
        const report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
        expect(report.node).toBe(runtime.version);
        for (const name of PACKAGES) {
          const { esm, cjs } = report.exportsBySystem[`@bb/${name}`];
          expect(esm.length, `@bb/${name} exports`).toBeGreaterThan(0);
          expect(cjs, `@bb/${name}: CommonJS exports the same names as ESM`).toEqual(esm);
        }
        expect(report.exportsBySystem['@bb/order-form'].esm).toContain('ShortOrderForm');
        expect(report.loginError).toBe('Please enter a valid email');
        expect(report.googleSignIn).toBe(true);
        expect(server.calls.map((each) => each.call)).toEqual(['GET /common/settings']);
        expect(report.html).toContain('Place your order');
      } finally {
        await server.close();
      }
    });

    it('builds, renders the form, and places an order against the API on its origin', async () => {
      await onThisNode('vite build', () =>
        run(runtime.path, [path.join(appDir, 'node_modules/vite/bin/vite.js'), 'build'], {
          cwd: appDir,
          timeout: PHASE_TIMEOUT_MS.build,
        }),
      );
      const server = await startHostServer(path.join(appDir, 'dist'));
      const browser = await launchChromium();
      try {
        await onThisNode('browser', async () => {
          const { page, problems } = await watchedPage(browser);

          await page.goto(`${server.origin}/`);
          const submit = page.getByRole('button', { name: 'Place your order' });
          await expect.poll(() => submit.isEnabled()).toBe(true);
          // The stylesheet came along: the button wears the kit's primary colour.
          expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
            'rgb(29, 78, 216)',
          );

          const email = page.getByRole('textbox', { name: 'Email' });
          await email.fill('new@example.com');
          await email.press('Tab');
          const policy = page.getByRole('checkbox', {
            name: 'I agree to the Terms & Conditions and Privacy Policy.',
          });
          await policy.waitFor();
          const discipline = page.getByRole('combobox', { name: 'Discipline' });
          await discipline.pressSequentially('Pyth');
          await discipline.press('Enter');
          expect(await discipline.inputValue()).toBe('Python');
          await policy.check();

          const loaded = server.calls.length;
          await submit.click();
          await page.waitForURL(
            `${server.origin}/dashboard/customer/new-order?data_box_key=${server.dataBoxKey}`,
          );

          expect(server.calls.slice(loaded).map((each) => each.call)).toEqual([
            'GET /users/pre-check',
            'POST /customers',
            'GET /users/sessions',
            'POST /widgets/data-boxes',
            'GET /users/redirect-to-dashboard',
          ]);
          const customer = server.calls.find((each) => each.call === 'POST /customers');
          expect(customer?.form).toMatchObject({ login: 'new@example.com', policy_agree: '1' });
          const box = server.calls.find((each) => each.call === 'POST /widgets/data-boxes');
          expect(JSON.parse(box?.form.data ?? '{}')).toMatchObject({
            login: 'new@example.com',
            discipline_sub: 11,
            policy_agree: true,
          });
          expect(box?.form.ttl).toBe('1800');
          const apiCalls = server.calls.filter(
            (each) => each.call !== 'GET /users/redirect-to-dashboard',
          );
          expect(apiCalls.every((each) => each.requestedWith === 'XMLHttpRequest')).toBe(true);
          expect(problems).toEqual([]);
        });
      } finally {
        await browser.close();
        await server.close();
      }
    });

    it(
      "signs a returning customer in through the login modal in Vite's dev server, under StrictMode",
      async () => {
        const api = await startHostServer(path.join(appDir, 'dist'));
        const dev = await startViteDevServer(appDir, runtime.path, api.origin);
        const browser = await launchChromium();
        try {
          await onThisNode('dev server browser', async () => {
            const { page, problems } = await watchedPage(browser);

            await page.goto(`${dev.origin}/`);
            const email = page.getByRole('textbox', { name: 'Email' });
            await email.fill(RETURNING_CUSTOMER.login);
            await email.press('Tab');
            const discipline = page.getByRole('combobox', { name: 'Discipline' });
            await discipline.pressSequentially('Pyth');
            await discipline.press('Enter');
            await page.getByRole('button', { name: 'Log into your account' }).click();

            // StrictMode mounts the modal's effect twice: the dialog must still be open after it.
            const modal = page.getByRole('dialog', { name: 'Log into your account' });
            await modal.waitFor();
            await page.waitForTimeout(500);
            expect(await modal.isVisible()).toBe(true);
            await modal.getByLabel('Password', { exact: true }).fill(RETURNING_CUSTOMER.password);
            await modal.getByRole('button', { name: 'Log in' }).click();

            await page.waitForURL(
              `${dev.origin}/dashboard/customer/new-order?data_box_key=${api.dataBoxKey}`,
            );
            expect(api.calls.map((each) => each.call)).toContain('POST /users/sessions');
            expect(problems).toEqual([]);
          });
        } finally {
          await browser.close();
          dev.process.kill();
          await api.close();
        }
      },
      PHASE_TIMEOUT_MS.devServer + PHASE_TIMEOUT_MS.browser,
    );
  },
);

function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions(), timeout: PHASE_TIMEOUT_MS.browser });
}

/** A new page, and what went wrong on it: uncaught errors and console errors. */
async function watchedPage(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  // The dev server compiles modules on first request: allow for it.
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The dev server has no favicon; the browser asks for one on its own.
    const { url } = message.location();
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) {
      problems.push(`${message.text()} ${url}`);
    }
  });
  return { page, problems };
}

/** The app's Vite dev server on this Node, its /api proxied to the stand-in, once it answers. */
async function startViteDevServer(
  appDir: string,
  nodePath: string,
  apiOrigin: string,
): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
  const child = spawn(nodePath, [vite, '--port', String(port), '--strictPort'], {
    cwd: appDir,
    env: { ...process.env, BB_API_ORIGIN: apiOrigin },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + PHASE_TIMEOUT_MS.devServer;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite dev exited with ${child.exitCode}`);
    const answered = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`vite dev did not answer on ${origin}`);
}

/** `pnpm pack` of every package (publishConfig swaps src for dist); their built dist must exist. */
async function packAll(destination: string): Promise<Record<string, string>> {
  const pnpm = path.join(repoRoot, 'node_modules/.bin/pnpm');
  const tarballs: Record<string, string> = {};
  for (const name of PACKAGES) {
    const dir = path.join(packagesDir, name);
    if (!existsSync(path.join(dir, 'dist/index.js'))) {
      throw new Error(`@bb/${name} is not built: run its build first`);
    }
    const before = new Set(readdirSync(destination));
    await run(pnpm, ['pack', '--pack-destination', destination], {
      cwd: dir,
      timeout: PHASE_TIMEOUT_MS.pack,
    });
    const made = readdirSync(destination).find((file) => !before.has(file));
    if (!made) throw new Error(`pnpm pack made no tarball for @bb/${name}`);
    tarballs[`@bb/${name}`] = `file:../tarballs/${made}`;
  }
  return tarballs;
}

/**
 * The app's manifest: the form's tarball, React (the workspace's version unless another is given)
 * and Vite at the workspace's versions, and npm overrides sending every @bb dependency to its
 * tarball (none is on a registry).
 */
function appManifest(tarballs: Record<string, string>, react?: string): string {
  const ours = JSON.parse(readFileSync(path.join(packagesDir, 'order-form/package.json'), 'utf8'));
  const version = (name: string) => ours.devDependencies[name] as string;
  return JSON.stringify(
    {
      name: 'bb-consumer-app',
      private: true,
      type: 'module',
      dependencies: {
        '@bb/order-form': tarballs['@bb/order-form'],
        react: react ?? version('react'),
        'react-dom': react ?? version('react-dom'),
      },
      devDependencies: {
        vite: version('vite'),
        '@vitejs/plugin-react': version('@vitejs/plugin-react'),
      },
      overrides: tarballs,
    },
    null,
    2,
  );
}
