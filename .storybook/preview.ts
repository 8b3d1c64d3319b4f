import type { Preview } from '@storybook/react-vite';
import { createElement, StrictMode } from 'react';
// The kit's one stylesheet, as a host imports it; it only styles bb- classes and --bb-* tokens.
import '../packages/ui/src/styles.css';
import '../packages/dashboard/src/styles.css';
// Docs pages only: the frame width of the stories that need a desktop.
import './docs-frames.css';
import { followThemeGlobal } from './themes/follow-theme-global';
import { applyTheme, isThemeName, THEMES } from './themes/themes';

followThemeGlobal();

/** A viewport of the given width; the height of a phone below 800 px, of a laptop from it. */
const viewport = (name: string, width: number) => ({
  name,
  styles: { width: `${width}px`, height: width < 800 ? '812px' : '800px' },
});

const preview: Preview = {
  // Every component's stories get a docs page: the component's description, its props table
  // (types and defaults read from the source) and every story live.
  tags: ['autodocs'],
  decorators: [
    // The theme is an attribute on <html> that the theme stylesheets key on.
    (Story, { globals }) => {
      applyTheme(isThemeName(globals.theme) ? globals.theme : 'default');
      return createElement(Story);
    },
    // Every story renders under StrictMode, as hosts develop (Vite's and Next's dev servers):
    // effects mount, unmount and mount again, so a component that cannot survive it fails its
    // story test. (Storybook's own strictMode option does not reach the Vitest runs; a decorator
    // does.)
    (Story) => createElement(StrictMode, null, createElement(Story)),
  ],
  globalTypes: {
    theme: {
      description: 'Theme: --bb-* tokens overridden as a host would',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(THEMES).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    // axe findings fail the story test, not just the panel.
    a11y: { test: 'error' },
    // The widths of the specification: the narrowest phone and the mobile menu (320), a phone
    // (375), the short form's breakpoint (800), the horizontal form (1062) and a desktop above
    // the xl breakpoint of 1200 px (1280). Stories pick 'mobile' or 'desktop'; a story looks the
    // same in Storybook, in its test and in its snapshot.
    viewport: {
      options: {
        narrow: viewport('Narrow phone 320', 320),
        mobile: viewport('Mobile 375', 375),
        breakpoint: viewport('Form breakpoint 800', 800),
        form: viewport('Horizontal form 1062', 1062),
        desktop: viewport('Desktop 1280', 1280),
      },
    },
    docs: { toc: true },
    options: {
      storySort: {
        order: ['Introduction', 'Design tokens', 'UI', 'Order form', 'Validation', 'Packages'],
      },
    },
  },
  initialGlobals: {
    theme: 'default',
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
