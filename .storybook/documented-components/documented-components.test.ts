import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { exportedComponents, undocumentedComponents } from './documented-components';

const root = path.resolve(import.meta.dirname, '../..');

async function packageSources(name: string) {
  const entry = await readFile(path.join(root, 'packages', name, 'src/index.ts'), 'utf8');
  const stories: string[] = [];
  // Any stories file of the one Storybook documents a component: the kit's combobox and writer
  // card are documented where the order form and the dashboard's full order page use them.
  const files = glob('packages/*/src/**/*.stories.tsx', {
    cwd: root,
    // Reference images live in folders named after their stories file.
    exclude: (file) => file.includes('__screenshots__'),
  });
  for await (const file of files) {
    stories.push(await readFile(path.join(root, file), 'utf8'));
  }
  return { entry, stories };
}

describe('every exported component has stories and a described docs page', () => {
  test.each(['ui', 'order-form', 'dashboard'])('@bb/%s', async (name) => {
    const { entry, stories } = await packageSources(name);
    expect(exportedComponents(entry).length).toBeGreaterThan(0);
    expect(undocumentedComponents(entry, stories)).toEqual([]);
  });
});

describe('the check itself', () => {
  const entry = `'use client';
export { Button, type ButtonProps } from './button/button';
export { Header, type HeaderProps } from './header/header';
export { MobileMenu } from './header/mobile-menu';
export { HEADER_HEIGHT, useOpenState } from './layout';`;
  const described = (meta: string) => `const meta = { ${meta}, parameters: { docs: {
    description: { component: 'What it is for.' } } } };
export default meta;
export const Default: Story = {};`;

  test('takes components only: no types, constants or hooks', () => {
    expect(exportedComponents(entry)).toEqual(['Button', 'Header', 'MobileMenu']);
  });

  test('finds a component named by no stories file, or only as a subcomponent elsewhere', () => {
    expect(
      undocumentedComponents(entry, [
        described('component: Button'),
        described('component: Header, subcomponents: { MobileMenu }'),
      ]),
    ).toEqual([]);
    expect(undocumentedComponents(entry, [described('component: Button')])).toEqual([
      'Header',
      'MobileMenu',
    ]);
  });

  test('does not count a stories file without a description or without a story', () => {
    const undescribed = `const meta = { component: Button };
export default meta;
export const Default: Story = {};`;
    const storyless = described('component: Button').replace(/export const Default.*/, '');
    expect(undocumentedComponents(entry, [undescribed])).toContain('Button');
    expect(undocumentedComponents(entry, [storyless])).toContain('Button');
  });
});
