'use client';

export { AccountMenu, type AccountMenuProps } from './account-menu/account-menu';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { CookieNotice, type CookieNoticeProps } from './cookie-notice/cookie-notice';
export {
  DISCIPLINE_COMBOBOX_TEXTS,
  DisciplineCombobox,
  type DisciplineComboboxProps,
  type DisciplineInputProps,
} from './discipline-combobox/discipline-combobox';
export { ErrorWidget, type ErrorWidgetProps } from './error-widget/error-widget';
export { Checkbox, type CheckboxProps } from './fields/checkbox';
export { PasswordField, type PasswordFieldProps } from './fields/password-field';
export { TextAreaField, type TextAreaFieldProps } from './fields/text-area-field';
export { TextField, type TextFieldProps } from './fields/text-field';
export {
  CompanyDetails,
  type CompanyDetailsProps,
  type CompanyStatus,
} from './footer/company-details';
export { copyrightYears } from './footer/copyright-years';
export { Footer, type FooterProps } from './footer/footer';
export {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PaymentLogo,
  type PaymentMethod,
} from './footer/payment-logos';
export {
  ConsentBlock,
  type ConsentBlockProps,
  type ConsentCheckboxProps,
} from './form-parts/consent-block';
export { fieldInputProps } from './form-parts/field-input-props';
export { FormError, type FormErrorProps } from './form-parts/form-error';
export { Header, type HeaderProps } from './header/header';
export { MobileMenu, type MobileMenuProps } from './header/mobile-menu';
export { PlaceOrderNotice, type PlaceOrderNoticeProps } from './header/place-order-notice';
export { ServicesNavigation } from './header/services-navigation';
export { Hint, type HintProps } from './hint/hint';
export { ArrowUpIcon } from './icons/arrow-up-icon';
export { CheckIcon } from './icons/check-icon';
export { ChevronIcon } from './icons/chevron-icon';
export { CloseIcon } from './icons/close-icon';
export { UserIcon } from './icons/user-icon';
export {
  CARD_ICON_HEIGHT,
  CARD_ICON_WIDTH,
  COOKIE_NOTICE_MAX_WIDTH,
  HEADER_HEIGHT,
  MOBILE_MENU_WIDTH,
  PAGE_CONTENT_MAX_WIDTH,
  SERVICES_DROPDOWN_MAX_HEIGHT,
  SERVICES_DROPDOWN_WIDTH,
  XL_BREAKPOINT,
} from './layout/layout-constants';
export {
  LoadFailureBoundary,
  type LoadFailureBoundaryProps,
} from './load-failure/load-failure-boundary';
export { LoadRetry, type LoadRetryProps } from './load-failure/load-retry';
export { LoginForm, type LoginFormProps } from './login-form/login-form';
export { LoginModal, type LoginModalProps, preloadLoginModal } from './login-form/login-modal';
export { LoginModalDialog } from './login-form/login-modal-dialog';
export { Modal, type ModalProps } from './modal/modal';
export { isTap, type PressPoint, SWIPE_TOLERANCE } from './outside-press/is-tap';
export {
  type PointerDownOutsideEvent,
  type UseOutsidePressOptions,
  useOutsidePress,
} from './outside-press/use-outside-press';
export {
  PasswordRestoreForm,
  type PasswordRestoreFormProps,
} from './password-restore-form/password-restore-form';
export { Popover, type PopoverProps } from './popover/popover';
export { useOpenState } from './popover/use-open-state';
export { EmailVerificationModal } from './query-modals/email-verification-modal';
export { OAuthErrorModal } from './query-modals/oauth-error-modal';
export {
  RegistrationForm,
  type RegistrationFormProps,
} from './registration-form/registration-form';
export {
  BECOME_AN_EXPERT_LINK,
  COMPANY_LINKS,
  HOME_PATH,
  LEGAL_LINKS,
  type SiteLink,
  SUBJECT_LINKS,
} from './site-links/site-links';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { PolicyModal, type PolicyModalProps } from './social-sign-in/policy-modal';
export { SocialButtons, type SocialButtonsProps } from './social-sign-in/social-buttons';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export {
  BADGE_LABELS,
  BADGE_NAMES,
  BadgeIcon,
  type BadgeName,
  isBadgeName,
} from './writer-card/badges';
export { formatRating } from './writer-card/format-rating';
export {
  RequestedWriterCard,
  type RequestedWriterCardProps,
} from './writer-card/requested-writer-card';
export { WriterCard, type WriterCardProps, type WriterCardWriter } from './writer-card/writer-card';
export {
  WriterCardSkeleton,
  type WriterCardSkeletonProps,
} from './writer-card/writer-card-skeleton';
