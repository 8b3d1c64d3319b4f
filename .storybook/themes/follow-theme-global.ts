import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { applyTheme, isThemeName } from './themes';

type GlobalsEvent = { globals: Record<string, unknown> };

/**
 * Stories apply the toolbar's theme in a decorator, but a docs page without stories (the design
 * tokens) renders none: there the theme follows the globals as Storybook announces them. Outside
 * Storybook (the Vitest runs) no channel is ever installed and this does nothing.
 */
export function followThemeGlobal(): void {
  void addons.ready().then((channel) => {
    const follow = ({ globals }: GlobalsEvent) =>
      applyTheme(isThemeName(globals.theme) ? globals.theme : 'default');
    channel.on(SET_GLOBALS, follow);
    channel.on(GLOBALS_UPDATED, follow);
  });
}
