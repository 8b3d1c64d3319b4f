import axe from 'axe-core';

/** The part of a story's `a11y` parameter that shapes an axe run (as @storybook/addon-a11y reads it). */
export interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/**
 * axe's findings on the page as it is now, one line each, with the story's own a11y settings and
 * the addon's defaults: the page minus Storybook's wrappers, and no 'region' rule (a component
 * alone has no landmarks). The addon checks a story once, after its play function; this checks
 * the same state again after a theme has changed the colours.
 */
export async function axeViolations(a11y: A11yParameter = {}): Promise<string[]> {
  if (a11y.disable || a11y.test === 'off') return [];
  axe.reset();
  axe.configure({
    ...a11y.config,
    rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
  });
  const result = await axe.run(
    {
      include: [document.body],
      exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
    },
    a11y.options ?? {},
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  );
}
