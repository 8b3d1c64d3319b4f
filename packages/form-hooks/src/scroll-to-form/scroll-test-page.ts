import { vi } from 'vitest';
import { ORDER_FORM_FIELD_ATTRIBUTE, type OrderFormFieldName } from './order-form-fields';

/** Adds a field of the order form to the jsdom page, placed `top` px below the viewport's top. */
export function addOrderFormField(name: OrderFormFieldName, top: number): HTMLInputElement {
  const field = document.createElement('input');
  field.setAttribute(ORDER_FORM_FIELD_ATTRIBUTE, name);
  field.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect;
  document.body.append(field);
  return field;
}

/** Records window.scrollTo calls (jsdom does not scroll) and lets a test set scrollY. */
export function stubWindowScroll(scrollY = 0) {
  const calls: ScrollToOptions[] = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY, writable: true });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    calls.push(options);
    if (typeof options.top === 'number') (window as { scrollY: number }).scrollY = options.top;
  }) as typeof window.scrollTo);
  return { calls, restore: () => scrollTo.mockRestore() };
}
