import type { SessionSummary } from '@bb/api-client';
import { formatDeadline } from '../kit/format';
import { PROFILE_TEXTS } from './profile-texts';

/** One browser signed in to the account, as the profile page shows it. */
export interface SignedInBrowserView {
  /** The session's handle: signing it out names it. */
  key: string;
  /** 'Chrome on Windows', or the user agent itself when we do not recognise it. */
  browser: string;
  /** The full user agent, for a title or a screen reader's detail. */
  userAgent: string;
  current: boolean;
  /** As the order pages write dates: 'Nov 21, 2026, 10:00'. */
  signedIn: string;
  lastUsed: string;
  /** The sign-out button's accessible name: which browser it signs out. */
  signOutLabel: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS.
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A user agent in plain words ('Firefox on Linux'): the browser and the system when both are
 * known, else the user agent as the server kept it (printable and shortened), else 'An unknown
 * browser'. A guess from a header anyone can set: the dates are the reliable part.
 */
export function browserName(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (userAgent.trim() || PROFILE_TEXTS.unknownBrowser);
}

/** The sessions as the page lists them: this browser first, then the most recently used. */
export function signedInBrowserViews(sessions: readonly SessionSummary[]): SignedInBrowserView[] {
  return [...sessions]
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at - a.last_used_at)
    .map((session) => {
      const browser = browserName(session.user_agent);
      const signedIn = formatDeadline(session.created_at);
      return {
        key: session.auth_token,
        browser,
        userAgent: session.user_agent,
        current: session.current,
        signedIn,
        lastUsed: formatDeadline(session.last_used_at),
        signOutLabel: PROFILE_TEXTS.signOutLabel(browser, signedIn),
      };
    });
}
