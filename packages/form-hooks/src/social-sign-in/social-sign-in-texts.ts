import type { SocialProvider } from '@bb/validation';

/** Provider names as people read them. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
};

/**
 * Texts of social sign-in (spec §2, §4), for @bb/ui to render and tests to assert verbatim. The
 * hint on the provider remembered under bb-used-provider (`lastUsed`) is our wording.
 */
export const SOCIAL_SIGN_IN_TEXTS = {
  consentModalTitle: 'Review our Terms to sign up',
  consentModalSubmit: 'Continue',
  lastUsed: 'Last used',
} as const;

/**
 * A provider button's text: 'Continue with Google' when it is the only provider available
 * (spec §2). With both available the buttons sit side by side and each shows just the
 * provider's name (our decision; the spec gives no text for that case).
 */
export function socialButtonLabel(provider: SocialProvider, availableCount: number): string {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  return availableCount === 1 ? `Continue with ${name}` : name;
}
