/**
 * The attribute the short order form's prop getters put on its fields, so page-level helpers (the
 * header's 'Place an order', the scroll helper) find the form wherever it is embedded.
 */
export const ORDER_FORM_FIELD_ATTRIBUTE = 'data-bb-order-field';

export type OrderFormFieldName = 'login' | 'discipline_sub';

/** The field to scroll to: the login field, or the discipline field when there is no login field. */
export function findOrderFormField(root: Pick<Document, 'querySelector'>): HTMLElement | null {
  for (const name of ['login', 'discipline_sub'] satisfies OrderFormFieldName[]) {
    const field = root.querySelector<HTMLElement>(`[${ORDER_FORM_FIELD_ATTRIBUTE}="${name}"]`);
    if (field) return field;
  }
  return null;
}
