import type { LegalLinks, UseSocialSignInResult } from '@bb/form-hooks';
import { legalLinksFor, SOCIAL_SIGN_IN_TEXTS } from '@bb/form-hooks';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../button/button';
import { FormError } from '../form-parts/form-error';
import { PolicyModal } from './policy-modal';
import { ProviderLogo } from './provider-logos';

export interface SocialButtonsProps {
  /** `useSocialSignIn(…)`: the providers, their busy state, the consent modal. */
  social: UseSocialSignInResult;
  /** Terms and privacy pages of the consent modal; default the customer's. */
  links?: LegalLinks;
  className?: string;
}

/**
 * Google and Apple sign-in (spec §2, §4): one button per available provider ('Continue with
 * Google' when it is the only one), a spinner on the busy one with every button disabled, a
 * 'Last used' hint on the remembered provider, the failure's text, and the policy modal 'Review
 * our Terms to sign up' when consent is needed first. Renders nothing until a provider is known.
 */
export function SocialButtons({
  social,
  links = legalLinksFor('customer'),
  className,
}: SocialButtonsProps) {
  const hintId = useId();
  if (social.providers.length === 0) return null;
  return (
    <div className={clsx('bb-social', className)}>
      <div
        className={clsx(
          'bb-social__buttons',
          social.providers.length > 1 && 'bb-social__buttons--side-by-side',
        )}
      >
        {social.providers.map((view) => (
          <div key={view.provider} className="bb-social__provider">
            <Button
              {...social.getProviderButtonProps(view.provider)}
              variant="secondary"
              block
              loading={view.busy}
              aria-describedby={view.lastUsed ? `${hintId}-${view.provider}` : undefined}
              className="bb-social__button"
            >
              {!view.busy && <ProviderLogo provider={view.provider} />}
              {view.label}
            </Button>
            {view.lastUsed && (
              <span id={`${hintId}-${view.provider}`} className="bb-social__last-used">
                {SOCIAL_SIGN_IN_TEXTS.lastUsed}
              </span>
            )}
          </div>
        ))}
      </div>
      <FormError message={social.errorMessage} />
      <PolicyModal consent={social.consentModal} links={links} busy={social.isBusy} />
    </div>
  );
}
