// `pnpm bench:site`: Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium
// against the built site on 127.0.0.1, median of BENCH_RUNS runs per page, beside a plain HTML
// page of the same text (LCP is printed as a ratio to it) and beside the same page without its
// scripts (what the page's JavaScript costs its LCP), and the JavaScript and CSS each page loads
// in kB gzip (inline styles included). It prints figures and exits 0: the targets are shown, not
// enforced.
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { freePort } from '../../../scripts/free-port';
import { startBuiltSite } from '../testing/start-built-site';
import { gzipBytes } from './gzip-bytes';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'landing', path: '/python-homework.html' },
  { name: 'legal', path: '/terms-and-conditions.html' },
  { name: 'experts', path: '/our-experts.html' },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const siteDir = path.resolve(import.meta.dirname, '../dist/site');

interface RunFigures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  resources: Array<{ url: string; resourceType?: string }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function audit(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const details = audits['network-requests']?.details as
    | { items?: Array<{ url: string; resourceType?: string }> }
    | undefined;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    resources: details?.items ?? [],
  };
}

/**
 * A run Lighthouse could not finish (now and then a trace without its LCP on this loaded
 * machine) is run again, up to twice, so a median is never taken over a missing figure.
 */
async function auditFigures(url: string, port: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      const figures = await audit(url, port);
      if (![figures.lcp, figures.cls, figures.tbt].some(Number.isNaN)) return figures;
      throw new Error(`${url}: a metric is missing`);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(
        `run again: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
}

/** The page's inline `<style>` elements, gzipped together: CSS that came with the HTML. */
function inlineStyleBytes(html: string): number {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  return styles.length === 0 ? 0 : gzipSync(styles.join(''), { level: 9 }).length;
}

async function assetKb(resources: RunFigures['resources'], type: 'Script' | 'Stylesheet') {
  const paths = new Set(
    resources
      .filter((resource) => resource.resourceType === type)
      .map((resource) => new URL(resource.url).pathname),
  );
  let bytes = 0;
  for (const urlPath of paths) bytes += await gzipBytes(siteDir, urlPath);
  return bytes / 1024;
}

/** The page's main text as a plain page: the reference its LCP is compared with. */
function plainPage(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, '')
    .replace(/<\/(h[1-6]|p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const [heading = '', ...paragraphs] = text;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${heading}</h1>${paragraphs.map((line) => `<p>${line}</p>`).join('')}</body></html>`;
}

/** The page as built without its scripts (structured data kept): everything else is the same. */
function noScriptPage(html: string): string {
  return html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Response headers a proxy must not copy when it sends a body of its own. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'connection'];

/**
 * Serves each benchmarked page without its scripts, compressed and with the headers the site sends
 * it with, and passes every other request to the site, so only the scripts differ.
 */
async function startNoScriptServer(origin: string) {
  const pages = new Map<string, { headers: Record<string, string>; body: Buffer }>();
  for (const page of PAGES) {
    const response = await fetch(origin + page.path);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (!BODY_HEADERS.includes(key)) headers[key] = value;
    });
    headers['content-encoding'] = 'br';
    const body = brotliCompressSync(noScriptPage(await response.text()), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    pages.set(page.path, { headers, body });
  }
  const port = await freePort();
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (page) {
      response.writeHead(200, page.headers);
      response.end(page.body);
      return;
    }
    const upstream = httpRequest(
      origin + (request.url ?? '/'),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  }).listen(port, '127.0.0.1');
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function main() {
  const site = await startBuiltSite({ RATE_LIMIT: 'false' });
  const plainPages = new Map<string, string>();
  const inlineCssKb = new Map<string, number>();
  for (const page of PAGES) {
    const html = await (await fetch(site.origin + page.path)).text();
    plainPages.set(page.path, plainPage(html));
    inlineCssKb.set(page.path, inlineStyleBytes(html) / 1024);
  }
  const plainPort = await freePort();
  const plainServer = createServer((request, response) => {
    const body = plainPages.get(new URL(request.url ?? '/', 'http://x').pathname);
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? '');
  }).listen(plainPort, '127.0.0.1');
  const noScript = await startNoScriptServer(site.origin);

  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: args,
  });
  const rows: string[][] = [];
  try {
    for (const page of PAGES) {
      process.stderr.write(
        `auditing ${page.path}, its plain and its no-script reference, ${RUNS} times each\n`,
      );
      const runs: RunFigures[] = [];
      const plainLcps: number[] = [];
      const noScriptLcps: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await auditFigures(site.origin + page.path, chrome.port));
        plainLcps.push(
          (await auditFigures(`http://127.0.0.1:${plainPort}${page.path}`, chrome.port)).lcp,
        );
        noScriptLcps.push((await auditFigures(noScript.origin + page.path, chrome.port)).lcp);
      }
      const lcp = median(runs.map((run) => run.lcp));
      const resources = runs[0]?.resources ?? [];
      rows.push([
        `${page.name} (${page.path})`,
        String(median(runs.map((run) => run.score))),
        `${Math.round(lcp)} ms`,
        `${(lcp / median(plainLcps)).toFixed(2)}x`,
        `${(lcp / median(noScriptLcps)).toFixed(2)}x`,
        median(runs.map((run) => run.cls)).toFixed(3),
        `${Math.round(median(runs.map((run) => run.tbt)))} ms`,
        `${(await assetKb(resources, 'Script')).toFixed(1)} kB`,
        `${(inlineCssKb.get(page.path) ?? 0).toFixed(1)} kB`,
        `${(await assetKb(resources, 'Stylesheet')).toFixed(1)} kB`,
      ]);
    }
  } finally {
    chrome.kill();
    plainServer.close();
    noScript.close();
    await site.stop();
  }
  const header = [
    'page',
    'score',
    'LCP',
    'LCP/plain',
    'LCP/no-script',
    'CLS',
    'TBT',
    'JS gzip',
    'CSS inline',
    'CSS files',
  ];
  process.stdout.write(
    `Lighthouse 12, mobile preset, median of ${RUNS} (targets: score >= 97, CLS < 0.05, TBT < 100 ms; pages with the order form (home, landing) JS <= 100 kB; without it (legal, experts) JS <= 30 kB and LCP/plain <= 1.05x)\n`,
  );
  for (const row of [header, ...rows]) {
    process.stdout.write(`| ${row.join(' | ')} |\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
