import './dark.css';
import './host.css';
import './canvas.css';

/**
 * The themes of the toolbar. Each one but the default is a stylesheet of --bb-* overrides keyed
 * on `data-bb-theme` on <html>, so switching is one attribute and nothing re-renders.
 */
export const THEMES = {
  default: 'Default',
  dark: 'Dark',
  host: 'Example host (green, serif)',
} as const;

export type ThemeName = keyof typeof THEMES;

export const OTHER_THEMES = (Object.keys(THEMES) as ThemeName[]).filter(
  (theme) => theme !== 'default',
);

export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  if (theme === 'default') root.removeAttribute('data-bb-theme');
  else root.setAttribute('data-bb-theme', theme);
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && value in THEMES;
}
