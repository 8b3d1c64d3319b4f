import { scrollToOrderForm } from '@bb/form-hooks';
import { browserStorage, saveOrderDraft } from '@bb/form-hooks/internal';
import {
  type CalculatorValues,
  calculatorDraft,
  convertQuantity,
  formatDollars,
  priceQuote,
  quantityMax,
} from './price-quote';

/** The form's values as the calculator reads them (`price-calculator.astro` names the controls). */
function valuesOf(form: HTMLFormElement): CalculatorValues {
  const data = new FormData(form);
  const paperType = data.get('paper_type');
  const quantity = String(data.get('quantity') ?? '').trim();
  return {
    paperType: paperType === null ? null : Number(paperType),
    sizeType: data.get('paper-size-type') === 'words' ? 'words' : 'pages',
    quantity: quantity === '' ? Number.NaN : Number(quantity),
    deadlineHours: Number(data.get('deadline')),
  };
}

function setText(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

/**
 * Makes the server-rendered calculator live: the price follows every change (its status region
 * announces it; a size the order page refuses shows the browser's own message for it), and
 * switching pages and words keeps the size.
 */
export function startPriceCalculator(form: HTMLFormElement): void {
  const quantity = form.elements.namedItem('quantity') as HTMLInputElement;
  const sizeType = form.elements.namedItem('paper-size-type') as HTMLSelectElement;
  const quote = form.querySelector<HTMLElement>('[data-price-quote]');
  const invalid = form.querySelector<HTMLElement>('[data-price-invalid]');
  // The size is in the unit the page was served with until this code converts it, so a unit
  // switched before the code had loaded (a quick keyboard user's) is converted below, unless a
  // size was typed too: that one is taken as given in the unit chosen.
  let unit =
    [...sizeType.options].find((option) => option.defaultSelected)?.value ?? sizeType.value;
  const convertSize = () => {
    const to = sizeType.value === 'words' ? 'words' : 'pages';
    quantity.max = String(quantityMax(to));
    if (unit !== sizeType.value && quantity.value !== '') {
      quantity.value = String(convertQuantity(Number(quantity.value), to));
    }
    unit = sizeType.value;
  };
  if (quantity.value !== quantity.defaultValue) unit = sizeType.value;

  const render = () => {
    const price = priceQuote(valuesOf(form), Date.now());
    if (quote) quote.hidden = price === null;
    if (invalid) invalid.hidden = price !== null;
    if (price === null) {
      setText(invalid, quantity.validationMessage);
      return;
    }
    setText(form.querySelector('[data-price-list]'), formatDollars(price.listCents));
    if (price.welcome) {
      setText(form.querySelector('[data-price-welcome]'), formatDollars(price.welcome.priceCents));
    }
  };

  // Before the form's own listeners: the size is converted, then priced.
  sizeType.addEventListener('input', convertSize);
  form.addEventListener('input', render);
  form.addEventListener('change', render);
  // Values changed before this code loaded are converted and priced now.
  convertSize();
  render();
}

/**
 * 'Continue': the values go into the order draft the short form sends on in its data box (spec
 * §3's fields, with the deadline counted from now), and the visitor to the short form's first
 * field as the header's 'Place an order' takes them.
 */
export function continueToOrder(form: HTMLFormElement): void {
  const values = valuesOf(form);
  if (priceQuote(values, Date.now()) === null) return;
  saveOrderDraft(browserStorage('local'), calculatorDraft(values, Date.now()));
  scrollToOrderForm({ document, window, navigate: (url) => window.location.assign(url) });
}
