export { type AnimationWindow, animateWindowScroll } from './animate-window-scroll';
export {
  findOrderFormField,
  ORDER_FORM_FIELD_ATTRIBUTE,
  type OrderFormFieldName,
} from './order-form-fields';
export {
  PLACE_ORDER_TEXTS,
  type PlaceOrderDestination,
  placeOrderDestination,
} from './place-order-destination';
export {
  FALLBACK_REDIRECT_URL,
  type ScrollHost,
  type ScrollToOrderFormOptions,
  type ScrollToOrderFormResult,
  scrollToOrderForm,
  scrollTopFor,
} from './scroll-to-order-form';
export {
  type PlaceOrderButton,
  type PlaceOrderButtonOptions,
  usePlaceOrderButton,
} from './use-place-order-button';
export { type ScrollToFormOptions, useScrollToForm } from './use-scroll-to-form';
export {
  type ScrollToTopVisibility,
  useScrollToTopVisibility,
} from './use-scroll-to-top-visibility';
