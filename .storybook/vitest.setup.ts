// Visual snapshots for every story: after a story's test (render, play function, axe) passes,
// its rendering is compared with the reference image committed beside its stories file, in
// __screenshots__/<file>.stories.tsx/<story id>-chromium-linux.png.
//
// A missing reference always fails the story. Locally (updateSnapshot 'new') the failing run
// also writes the reference, to be reviewed and committed; with CI=true (updateSnapshot 'none')
// nothing is written beside the stories, the candidate goes to .vitest/attachments/ (ignored)
// and the job stays red. `vitest run --project=storybook --update` rewrites references after an
// intended change. A mismatch writes its actual and diff images to .vitest/attachments/ too.
//
// Then the same state is checked in every other theme of the toolbar: axe's colour rules again
// (a dark theme must keep its contrast in every state; nothing else changes with a theme), and
// for stories with `parameters.themeReferences` a reference per theme, <story id>-<theme>.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { type A11yParameter, colourViolations } from './axe-violations';
import { applyTheme, OTHER_THEMES } from './themes/themes';
import './visual-snapshot.css';

/** What addon-vitest puts on the test context: the story as it ran. */
interface StoryRun {
  parameters: { a11y?: A11yParameter; themeReferences?: boolean };
}

/**
 * What to photograph: the story's own container, or the whole page when the story has put
 * something into a portal (an open modal, popover or menu renders beside the container).
 */
function snapshotTarget(): HTMLElement {
  // Storybook's own hidden wrappers (.sb-wrapper) and a11y filter (an svg) are not the story.
  const rendered = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      !element.classList.contains('sb-wrapper') &&
      !['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName),
  );
  const [only] = rendered;
  return rendered.length === 1 && only ? only : document.body;
}

afterEach(async (context) => {
  const { task } = context;
  const story = (context as unknown as { story?: StoryRun }).story;
  const storyId = (task.meta as { storyId?: string }).storyId;
  const failed = task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0;
  if (!storyId || !story || failed) return;
  // A locator, not the element: vitest 4.1 retries a screenshot assertion on an element until it
  // passes, so a missing reference would be written on the first try and pass on the second.
  await expect.element(page.elementLocator(snapshotTarget())).toMatchScreenshot(storyId);
  for (const theme of OTHER_THEMES) {
    applyTheme(theme);
    try {
      expect(await colourViolations(story.parameters.a11y), `axe in the ${theme} theme`).toEqual(
        [],
      );
      if (story.parameters.themeReferences) {
        await expect
          .element(page.elementLocator(snapshotTarget()))
          .toMatchScreenshot(`${storyId}-${theme}`);
      }
    } finally {
      applyTheme('default');
    }
  }
});
