/** One --bb-* custom property as a stylesheet declares it. */
export interface Token {
  name: string;
  /** The declared value, on one line. */
  value: string;
  /** The stylesheet that declares it, relative to the repository. */
  file: string;
}

export type TokenGroup =
  | 'Colours'
  | 'Illustration'
  | 'Type'
  | 'Spacing'
  | 'Radii'
  | 'Shadows'
  | 'Sizes and layers';

/** The groups of the tokens page, in its order; a token joins the first whose prefix it has. */
const GROUPS: ReadonlyArray<readonly [TokenGroup, RegExp]> = [
  ['Colours', /^--bb-color-/],
  ['Illustration', /^--bb-illustration-/],
  ['Type', /^--bb-(font-|line-height|letter-spacing)/],
  ['Spacing', /^--bb-space-/],
  ['Radii', /^--bb-radius-/],
  ['Shadows', /^--bb-shadow-/],
  ['Sizes and layers', /^--bb-/],
];

const COMMENT = /\/\*[\s\S]*?\*\//g;
/** A rule's selector and body; an at-rule's own brace is skipped, its rules are still found. */
const RULE = /([^{}]+)\{([^{}]*)\}/g;
const DECLARATION = /(--bb-[\w-]+)\s*:\s*([^;]+)(?:;|$)/g;

/**
 * Every --bb-* custom property declared in the given stylesheets (path → CSS text), in the
 * order they are declared. A token is what `:root` declares; a property that a component
 * declares only for itself (a rule of its own, such as the hint's gap) is listed too, and one
 * that a component re-points at another token inside its own rules (the footer's focus ring)
 * keeps its `:root` value.
 */
export function parseTokens(stylesheets: Record<string, string>): Token[] {
  const declared: Array<Token & { root: boolean }> = [];
  for (const [file, css] of Object.entries(stylesheets)) {
    for (const [, selector = '', body = ''] of css.replace(COMMENT, '').matchAll(RULE)) {
      const root = selector.trim() === ':root';
      for (const [, name = '', value = ''] of body.matchAll(DECLARATION)) {
        declared.push({ name, value: value.trim().replace(/\s+/g, ' '), file, root });
      }
    }
  }
  const tokens = new Map<string, Token>();
  for (const { root, ...token } of [...declared].sort((a, b) => Number(b.root) - Number(a.root))) {
    if (!tokens.has(token.name)) tokens.set(token.name, token);
  }
  return [...tokens.values()];
}

/** The tokens by group, in the page's order; groups without tokens are left out. */
export function groupTokens(tokens: readonly Token[]): Array<[TokenGroup, Token[]]> {
  const groups = new Map<TokenGroup, Token[]>(GROUPS.map(([group]) => [group, []]));
  for (const token of tokens) {
    const group = GROUPS.find(([, prefix]) => prefix.test(token.name))?.[0] ?? 'Sizes and layers';
    groups.get(group)?.push(token);
  }
  return [...groups].filter(([, members]) => members.length > 0);
}
