import type { AnalyticsSink } from '@bb/analytics';
import type { CaptchaProvider, PageType } from '@bb/api-client';
import {
  type BbEnvironment,
  BbProvider,
  type OrderDraftStorageKind,
  PRIMARY_ACTION_PROPS,
  type ShortFormSubmitted,
  type ShortFormTexts,
  type ShortFormUrls,
  type UseShortOrderFormResult as ShortOrderFormState,
  useShortOrderForm,
} from '@bb/form-hooks';
import {
  Button,
  CheckIcon,
  ConsentBlock,
  DisciplineCombobox,
  ErrorWidget,
  FormError,
  fieldInputProps,
  Hint,
  LoginModal,
  preloadLoginModal,
  RequestedWriterCard,
  SocialButtons,
  Spinner,
  TextField,
} from '@bb/ui';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { useOrderFormEnvironment } from '../environment/order-form-environment';
import { BotCheckNotice } from '../notices/bot-check-notice';
import { OtherRoleNotice } from '../notices/other-role-notice';

/**
 * 'auto' (default) is horizontal, and vertical when the form's container is narrower than 800 px
 * (spec §2, §9); 'horizontal' and 'vertical' fix it.
 */
export type OrderFormLayout = 'auto' | 'horizontal' | 'vertical';

export interface ShortOrderFormProps {
  /** The API's origin, e.g. 'https://bb.example'; default '' (the page's own origin). */
  origin?: string;
  /** A satellite's main-site origin: the calls and the order's address go there. */
  hostPrefix?: string;
  /** A non-default domain: the satellite pipeline, no social sign-in, no e-mail pre-check. */
  satellite?: boolean;
  layout?: OrderFormLayout;
  /** Terms, privacy, forgot password and the fallback (registration) page; spec §2's defaults. */
  urls?: Partial<ShortFormUrls>;
  /** The requested writer's slug: the card shows and the button says 'Request expert'. */
  writerReqSlug?: string | null;
  /** The order is saved and the page is about to leave for it. */
  onSubmitted?: (result: ShortFormSubmitted) => void;
  /** Replaces the page navigation to the order (a host with its own router). */
  onNavigate?: (url: string) => void;
  /** Where analytics events go; default `window.dataLayer`. */
  analytics?: AnalyticsSink;
  /** The whole outside world at once (tests, Storybook, a site sharing one session). */
  environment?: BbEnvironment;
  /** The bot-check provider; default reCAPTCHA v3 when the settings turn it on. */
  captcha?: CaptchaProvider;
  /** The page the form sits on, sent with the sign-up. */
  pageType?: PageType;
  /** The button texts and the login modal's title. */
  texts?: Partial<ShortFormTexts>;
  /** The consent boxes show before the e-mail is checked. */
  consentShownByDefault?: boolean;
  /** Where the draft is kept: local storage (default) or session storage. */
  draftStorage?: OrderDraftStorageKind;
  className?: string;
}

/**
 * The short order form (spec §2), whole: put it anywhere in a React page, give it the API's
 * origin, and import `@bb/order-form/styles.css` once. Without an `environment` it makes its own
 * (in the browser the real one; on the server a memory one), so it needs nothing around it.
 */
export function ShortOrderForm({ environment, ...props }: ShortOrderFormProps) {
  const resolved = useOrderFormEnvironment(environment, props);
  return (
    <BbProvider environment={resolved}>
      <ShortOrderFormView {...props} />
    </BbProvider>
  );
}

type ViewProps = Omit<ShortOrderFormProps, 'environment' | 'origin' | 'hostPrefix' | 'analytics'>;

function ShortOrderFormView({ layout = 'auto', className, ...options }: ViewProps) {
  const form = useShortOrderForm(options);
  return (
    <div className={clsx('bb-order-form', `bb-order-form--${layout}`, className)}>
      {form.loadFailed ? (
        <ErrorWidget variant="long" />
      ) : form.otherRole ? (
        <OtherRoleNotice
          notice={form.otherRole}
          onLogOut={() => void form.logOut()}
          loggingOut={form.loggingOut}
        />
      ) : (
        <OrderFields form={form} satellite={options.satellite === true} />
      )}
    </div>
  );
}

function OrderFields({ form, satellite }: { form: ShortOrderFormState; satellite: boolean }) {
  const { errors, ids, urls, texts, requestedWriter, consent, disciplines, loginModal } = form;
  const links = { terms: urls.terms, privacy: urls.privacy };
  const returning = form.emailCheck.loginAbility && !form.loggedInCustomer;
  const returningId = `${ids.login.id}-returning`;
  const loginProps = fieldInputProps(form.getLoginFieldProps(), ids.login.errorId);
  // The login modal's code loads once the e-mail turns out to have an account, ahead of the
  // submit that opens it, so a new customer never loads it.
  useEffect(() => {
    if (returning) preloadLoginModal();
  }, [returning]);
  return (
    <div className="bb-order-form__body">
      <form {...form.getFormProps()} className="bb-order-form__form">
        <div className="bb-order-form__fields">
          <div className="bb-order-form__email">
            <TextField
              {...loginProps}
              aria-describedby={clsx(loginProps['aria-describedby'], returning && returningId)}
              label={texts.email}
              error={errors.login}
              labelAddon={
                <Hint label={texts.emailHint}>
                  {returning ? texts.returningCustomerTooltip : texts.emailUsageTooltip}
                </Hint>
              }
              trailing={emailStatus(form)}
            />
            {returning && (
              <p id={returningId} className="bb-order-form__returning">
                {texts.returningCustomerTooltip}
              </p>
            )}
          </div>
          <DisciplineCombobox
            inputProps={form.getDisciplineFieldProps()}
            filter={disciplines.filter}
            selectionLabel={disciplines.selectionLabel}
            onSelect={disciplines.select}
            loading={disciplines.status === 'loading'}
            error={errors.discipline_sub}
          />
          <Button
            {...form.getSubmitButtonProps()}
            {...PRIMARY_ACTION_PROPS}
            loading={form.button.spinner}
            className="bb-order-form__submit"
          >
            {form.button.text}
          </Button>
        </div>
        <RequestedWriterCard requestedWriter={requestedWriter} className="bb-order-form__writer" />
        {consent.visible && (
          <ConsentBlock
            links={links}
            policyAgree={form.getPolicyAgreeProps()}
            marketingAgree={form.getMarketingAgreeProps()}
            policyError={errors.policy_agree}
          />
        )}
        <FormError id={ids.form.errorId} message={errors.form} />
      </form>
      {/* Outside the <form>: events from these portals must not reach its submit handler. */}
      {form.socialSignIn && <SocialButtons social={form.socialSignIn} links={links} />}
      {form.botCheckNotice.visible && <BotCheckNotice notice={form.botCheckNotice} />}
      <LoginModal
        open={loginModal.open}
        onOpenChange={(open) => {
          if (!open) loginModal.close();
        }}
        title={loginModal.title}
        signUpHref={loginModal.signUpUrl}
        forgotPasswordHref={loginModal.forgotPasswordUrl}
        loginFormOptions={loginModal.loginFormOptions}
        initialLogin={loginModal.login}
        socialSignIn={!satellite}
      />
    </div>
  );
}

/** Spinner while the pre-check runs, the checkmark once the account can log in. */
function emailStatus(form: ShortOrderFormState) {
  if (form.emailCheck.isChecking) {
    return <Spinner size="sm" label={form.texts.checkingEmail} />;
  }
  if (form.emailCheck.showSuccessMark) return <CheckIcon label={form.texts.emailRecognised} />;
  return undefined;
}
