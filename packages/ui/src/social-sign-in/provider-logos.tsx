import type { SocialProvider } from '@bb/validation';

/** The Google "G" in its four colours, drawn as four arcs and the bar. Decorative. */
function GoogleLogo() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <g fill="none" strokeWidth="3.6">
        <path d="M18.13 6.86A8 8 0 0 0 5.07 8" stroke="#ea4335" />
        <path d="M5.07 8a8 8 0 0 0 0 8" stroke="#fbbc05" />
        <path d="M5.07 16a8 8 0 0 0 13.06 1.14" stroke="#34a853" />
        <path d="M18.13 17.14A8 8 0 0 0 20 12h-8" stroke="#4285f4" />
      </g>
    </svg>
  );
}

/** The Apple mark: the bitten apple and its leaf, in the text colour. Decorative. */
function AppleLogo() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.9-.8-3.1-.8-1.6 0-3.1.9-3.9 2.4-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.1.8c1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.6-1-2.7-4.1zM14.1 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
      />
    </svg>
  );
}

/** A provider's logo for its sign-in button. */
export function ProviderLogo({ provider }: { provider: SocialProvider }) {
  return provider === 'google' ? <GoogleLogo /> : <AppleLogo />;
}
