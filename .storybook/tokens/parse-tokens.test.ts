import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { groupTokens, parseTokens } from './parse-tokens';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFile(path.join(root, file), 'utf8');

describe('the tokens page', () => {
  test('lists the tokens of @bb/ui and @bb/order-form with their declared values, by group', async () => {
    const ui = 'packages/ui/src/styles/tokens.css';
    const form = 'packages/order-form/src/styles/tokens.css';
    const tokens = parseTokens({ [ui]: await read(ui), [form]: await read(form) });
    const groups = Object.fromEntries(groupTokens(tokens));
    expect(groups.Colours).toContainEqual({
      name: '--bb-color-primary',
      value: '#4338ca',
      file: ui,
    });
    expect(groups.Type).toContainEqual({
      name: '--bb-font-family',
      value:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
      file: ui,
    });
    expect(groups.Spacing?.map((token) => token.name)).toContain('--bb-space-4');
    expect(groups.Radii?.map((token) => token.name)).toContain('--bb-radius-md');
    expect(groups.Illustration?.map((token) => token.name)).toContain('--bb-illustration-ink');
    expect(groups.Type?.map((token) => token.name)).toContain('--bb-letter-spacing-heading');
    expect(groups.Shadows?.map((token) => token.name)).toEqual([
      '--bb-shadow-card',
      '--bb-shadow-card-hover',
      '--bb-shadow-popover',
      '--bb-shadow-modal',
    ]);
    expect(groups['Sizes and layers']).toContainEqual({
      name: '--bb-order-form-width-horizontal',
      value: '1062px',
      file: form,
    });
  });

  test("a component's own re-pointing of a token keeps the token's :root value", () => {
    const tokens = parseTokens({
      'footer.css': '.bb-footer { --bb-color-focus-ring: var(--bb-color-footer-focus-ring); }',
      'tokens.css': ':root { --bb-color-focus-ring: #1d4ed8; }',
      'hint.css': '.bb-hint { --bb-hint-gap: 10px; }',
    });
    expect(tokens).toEqual([
      { name: '--bb-color-focus-ring', value: '#1d4ed8', file: 'tokens.css' },
      { name: '--bb-hint-gap', value: '10px', file: 'hint.css' },
    ]);
  });

  test('a token added to a stylesheet appears in its group, uses of tokens and comments do not', () => {
    const css = `
      /* --bb-color-commented: #000; */
      :root { --bb-color-brand-new: #123456; --bb-space-16: 64px }
      .bb-card { color: var(--bb-color-text); padding: var(--bb-space-4); }
    `;
    expect(groupTokens(parseTokens({ 'new.css': css }))).toEqual([
      ['Colours', [{ name: '--bb-color-brand-new', value: '#123456', file: 'new.css' }]],
      ['Spacing', [{ name: '--bb-space-16', value: '64px', file: 'new.css' }]],
    ]);
  });
});
