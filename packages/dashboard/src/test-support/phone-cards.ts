import { expect, within } from 'storybook/test';

/** What `onPhone` needs of a story: its play, globals and parameters. */
interface PhoneStory {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: each story file's own play context.
  play?: (context: any) => unknown;
}

/**
 * `story` on a 375 px phone, in every theme: after its own play, each table on the page shows
 * its rows as cards (every body cell but an actions one labelled by its column, an empty one not
 * shown) and nothing on the page scrolls sideways.
 */
export function onPhone<S extends PhoneStory>(story: S): S {
  return {
    ...story,
    globals: { ...story.globals, viewport: { value: 'mobile' } },
    parameters: { ...story.parameters, themeReferences: true },
    play: async (context: { canvasElement: HTMLElement }) => {
      await story.play?.(context);
      const tables = await within(context.canvasElement).findAllByRole('table');
      for (const table of tables) {
        const cells = [...table.querySelectorAll('tbody td')];
        await expect(cells.some((cell) => cell.hasAttribute('data-label'))).toBe(true);
        // An empty cell (a refund's receipt) shows neither its label nor a blank line.
        for (const cell of cells.filter((each) => each.childNodes.length === 0)) {
          await expect(getComputedStyle(cell, '::before').content).toBe('none');
          await expect(cell.getBoundingClientRect().height).toBe(0);
        }
        await expect(getComputedStyle(table).display).toBe('block');
        await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
      }
      const page = document.documentElement;
      await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    },
  };
}
