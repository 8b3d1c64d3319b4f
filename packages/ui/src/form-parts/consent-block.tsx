import type { LegalLinks } from '@bb/form-hooks';
import { MARKETING_AGREE_LABEL, POLICY_AGREE_LABEL } from '@bb/validation';
import { clsx } from 'clsx';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Checkbox } from '../fields/checkbox';
import { fieldInputProps } from './field-input-props';

/** A consent checkbox's props as a form hook's prop getter gives them (or plain ones). */
export interface ConsentCheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'aria-invalid'> {
  ref?: Ref<HTMLInputElement> | ((element: { focus(): void } | null) => void);
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'checkbox';
  'aria-invalid'?: boolean;
}

export interface ConsentBlockProps {
  /** The required box (policy_agree): `getPolicyAgreeProps()`, or checked + onChange. */
  policyAgree: ConsentCheckboxProps;
  /** The optional box (marketing_agree); left out where a form has none. */
  marketingAgree?: ConsentCheckboxProps;
  /** The policy box's error, e.g. 'Please agree to the Terms & Conditions and Privacy Policy to continue'. */
  policyError?: string;
  /** Terms and privacy pages: `legalLinksFor(role)`, the writer's pages for a writer. */
  links: LegalLinks;
  className?: string;
}

const TERMS = 'Terms & Conditions';
const PRIVACY = 'Privacy Policy';

/**
 * The consent block (spec §4, §5): 'I agree to the Terms & Conditions and Privacy Policy.' with
 * both names linking to their pages, and 'I agree to receive bonuses, discounts and promotional
 * materials.'. The form hook decides when it shows; render it only then.
 */
export function ConsentBlock({
  policyAgree,
  marketingAgree,
  policyError,
  links,
  className,
}: ConsentBlockProps) {
  return (
    <div className={clsx('bb-consent', className)}>
      <Checkbox
        {...fieldInputProps(policyAgree, `${policyAgree.id}-error`)}
        label={policyLabel(links)}
        error={policyError}
      />
      {marketingAgree && (
        <Checkbox
          {...fieldInputProps(marketingAgree, `${marketingAgree.id}-error`)}
          label={MARKETING_AGREE_LABEL}
        />
      )}
    </div>
  );
}

/** The policy label with its two page names as links; the words stay the spec's. */
function policyLabel(links: LegalLinks): ReactNode {
  const termsAt = POLICY_AGREE_LABEL.indexOf(TERMS);
  const privacyAt = POLICY_AGREE_LABEL.indexOf(PRIVACY);
  if (termsAt < 0 || privacyAt < termsAt) return POLICY_AGREE_LABEL;
  const link = (href: string, text: string) => (
    // A new tab, so reading the terms does not lose what was typed.
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  );
  return (
    <>
      {POLICY_AGREE_LABEL.slice(0, termsAt)}
      {link(links.terms, TERMS)}
      {POLICY_AGREE_LABEL.slice(termsAt + TERMS.length, privacyAt)}
      {link(links.privacy, PRIVACY)}
      {POLICY_AGREE_LABEL.slice(privacyAt + PRIVACY.length)}
    </>
  );
}
