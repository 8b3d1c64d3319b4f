// The host apps the packed packages are tried in: what each installs, how it builds, how its
// production server and its dev server (StrictMode on) start, and where its pages are.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port';
import type { NodeRuntime } from '../../../scripts/machine-node';

/** The Next.js the Next hosts install: the newest 16, the major the issue asks for. */
const NEXT_VERSION = '16.4.6';

export interface HostApp {
  label: string;
  /** The folder beside this file the app is copied from. */
  template: 'vite-app' | 'next-app';
  runtime: NodeRuntime;
  /** React and React DOM; the workspace's own when not given. */
  react?: string;
  /** The app's bundler and whatever else it needs besides the form and React. */
  devDependencies: Record<string, string>;
  /** Node arguments, in the app's folder, that build it for production. */
  build: string[];
  /** Node arguments that start the production server, and the dev server, on a port. */
  serve: (port: number) => string[];
  dev: (port: number) => string[];
  /** The page with the form, and the same host's page without it. */
  formPath: string;
  blankPath: string;
  /** Whether the app also loads every package in plain Node (`server-check.mjs`). */
  serverCheck: boolean;
}

const VITE = 'node_modules/vite/bin/vite.js';
const NEXT = 'node_modules/next/dist/bin/next';
const at = (port: number) => ['--host', '127.0.0.1', '--port', String(port), '--strictPort'];

/**
 * Vite with React 19 on every Node the packages promise (the pinned one and the machine's), Vite
 * with React 18.3, and Next 16's App Router with its two bundlers, Turbopack and webpack.
 */
export function hostApps(runtimes: NodeRuntime[], workspaceVersions: Record<string, string>) {
  const [pinned] = runtimes;
  if (!pinned) throw new Error('no Node to run the host apps on');
  const vite = (runtime: NodeRuntime, react?: string): HostApp => ({
    label: `Vite, Node ${runtime.version}, React ${react ?? '19'}`,
    template: 'vite-app',
    runtime,
    react,
    devDependencies: {
      vite: workspaceVersions.vite ?? '',
      '@vitejs/plugin-react': workspaceVersions['@vitejs/plugin-react'] ?? '',
    },
    build: [VITE, 'build'],
    serve: (port) => [VITE, 'preview', ...at(port)],
    dev: (port) => [VITE, ...at(port)],
    formPath: '/',
    blankPath: '/blank.html',
    serverCheck: true,
  });
  const next = (bundler: 'Turbopack' | 'webpack'): HostApp => {
    const flag = bundler === 'webpack' ? ['--webpack'] : [];
    const on = (port: number) => ['--hostname', '127.0.0.1', '--port', String(port)];
    return {
      label: `Next ${NEXT_VERSION} (${bundler}), Node ${pinned.version}, React 19`,
      template: 'next-app',
      runtime: pinned,
      devDependencies: { next: NEXT_VERSION },
      build: [NEXT, 'build', ...flag],
      serve: (port) => [NEXT, 'start', ...on(port)],
      dev: (port) => [NEXT, 'dev', ...flag, ...on(port)],
      formPath: '/',
      blankPath: '/blank',
      serverCheck: false,
    };
  };
  return [
    ...runtimes.map((runtime) => vite(runtime)),
    vite(pinned, '18.3.1'),
    next('Turbopack'),
    next('webpack'),
  ];
}

/**
 * The app's manifest: the form's tarball, React and the host's bundler, and npm overrides sending
 * every @bb dependency to its tarball (none is on a registry).
 */
export function appManifest(
  host: HostApp,
  tarballs: Record<string, string>,
  workspaceVersions: Record<string, string>,
): string {
  return JSON.stringify(
    {
      name: 'bb-consumer-app',
      private: true,
      type: 'module',
      dependencies: {
        '@bb/order-form': tarballs['@bb/order-form'],
        react: host.react ?? workspaceVersions.react,
        'react-dom': host.react ?? workspaceVersions['react-dom'],
      },
      devDependencies: host.devDependencies,
      overrides: tarballs,
    },
    null,
    2,
  );
}

/** The versions the workspace builds and tests with, from the order form's own manifest. */
export function workspaceVersionsFrom(manifestPath: string): Record<string, string> {
  return JSON.parse(readFileSync(manifestPath, 'utf8')).devDependencies;
}

export interface RunningApp {
  origin: string;
  stop: () => void;
}

/**
 * One of the app's servers on its Node, its /api proxied to the stand-in at `apiOrigin`, once
 * its first page answers (a dev server compiles that page first).
 */
export async function startAppServer(
  host: HostApp,
  appDir: string,
  args: (port: number) => string[],
  apiOrigin: string,
  timeoutMs: number,
): Promise<RunningApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(host.runtime.path, args(port), {
    cwd: appDir,
    env: { ...process.env, ...HOST_ENV, BB_API_ORIGIN: apiOrigin },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${host.label}: server exited (${child.exitCode})`);
    const answered = await fetch(`${origin}${host.formPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${host.label}: no answer on ${origin} within ${timeoutMs} ms`);
}

/** What every host command runs with: no telemetry call out of this machine. */
export const HOST_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

export const appFolder = (workDir: string, host: HostApp) =>
  path.join(workDir, host.label.replace(/[^A-Za-z0-9.]+/g, '-'));
