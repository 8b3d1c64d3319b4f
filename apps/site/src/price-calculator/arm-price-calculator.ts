/**
 * Arms the page's server-rendered price calculator: its code loads when the visitor first reaches
 * for it (focus, a press, a change, 'Continue'), so a page that is only read loads none of it.
 * Called once by the short order form's island, already on every page with a calculator.
 */
export function armPriceCalculator(root: ParentNode): void {
  const form = root.querySelector<HTMLFormElement>('form[data-price-calculator]');
  if (!form) return;
  let live: Promise<typeof import('./price-calculator')> | undefined;
  const load = () => {
    live ??= import('./price-calculator').then((module) => {
      module.startPriceCalculator(form);
      return module;
    });
    return live;
  };
  for (const type of ['focusin', 'pointerdown', 'input']) {
    form.addEventListener(type, load, { once: true });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void load().then((module) => module.continueToOrder(form));
  });
}
