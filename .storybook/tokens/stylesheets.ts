import { parseTokens } from './parse-tokens';

/*
 * Every stylesheet of the packages, read as text at build time: the tokens page lists what they
 * declare, so a token added to any of them appears there without editing the page.
 */
const sources = import.meta.glob<string>('../../packages/*/src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const TOKENS = parseTokens(
  Object.fromEntries(
    Object.entries(sources).map(([file, css]) => [file.replace(/^(\.\.\/)+/, ''), css]),
  ),
);
