import axe from 'axe-core';

/** The part of a story's `a11y` parameter that shapes an axe run (as @storybook/addon-a11y reads it). */
export interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/**
 * The axe rules whose outcome a theme can change. A theme only overrides --bb-* tokens: the DOM,
 * names, roles and states stay as the default theme's axe run found them, so the other rules
 * would only repeat that run (at about twice the time).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's colour findings on the page as it is now, one line each, with the story's own a11y
 * settings and the addon's defaults: the page minus Storybook's wrappers, and the rules the
 * story turns off left off. The addon checks a story once, after its play function; this
 * checks the same state again after a theme has changed the colours.
 */
export async function colourViolations(a11y: A11yParameter = {}): Promise<string[]> {
  if (a11y.disable || a11y.test === 'off') return [];
  const turnedOff = new Set(
    (a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id),
  );
  const rules = COLOUR_RULES.filter((rule) => !turnedOff.has(rule));
  if (rules.length === 0) return [];
  axe.reset();
  axe.configure({ ...a11y.config, rules: [] });
  const result = await axe.run(
    {
      include: [document.body],
      exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
    },
    { ...a11y.options, runOnly: { type: 'rule', values: rules } },
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  );
}
