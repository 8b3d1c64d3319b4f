import type { OrderClient } from '@bb/api-client';
import { dashboardUrl, useBbEnvironment, useRequestedWriter } from '@bb/form-hooks';
import {
  clearRequestedWriter,
  disciplineSelectionLabel,
  useCheckedSubmission,
  useDisciplines,
} from '@bb/form-hooks/internal';
import {
  NEW_ORDER_FORM_FIELDS,
  type NewOrderFormField,
  orderPriceCents,
  validateNewOrderForm,
} from '@bb/validation';
import { useId } from 'react';
import { previewPriceLines } from '../discounts/price-line';
import { useCustomerDiscount } from '../discounts/use-customer-discount';
import { formatFileSize } from '../order-files/order-file-texts';
import { uploadedOf } from './draft-files';
import { connectNewOrderForm } from './new-order-props';
import { NEW_ORDER_FLOW } from './new-order-steps';
import { NEW_ORDER_TEXTS } from './new-order-texts';
import {
  formatOrderDate,
  formatPrice,
  type NewOrderValues,
  preOrderForm,
} from './new-order-values';
import { useDraftFiles } from './use-draft-files';
import { useNewOrderDraft } from './use-new-order-draft';
import { usePaperTypes } from './use-paper-types';

export interface NewOrderFormOptions {
  /** The customer's dashboard home ('/customer/'): the new order's page is `/dashboard{home}orders/{id}/`. */
  home: string;
  /** The signed-in customer's e-mail: whom the order is for. Default: the draft's login. */
  email?: string | null;
  /** The clock, for the default deadline, the past-deadline rule and the price. Default `Date.now`. */
  now?: () => number;
  /** The order calls (`createOrderClient()`) that place the order. Default: the environment's `orders`. */
  client?: OrderClient;
}

/**
 * The customer's full order page (spec §3's order draft): every field restored from the data box
 * or `bb-order` and saved to `bb-order` as the person types, the files uploaded as they are
 * picked, the requested writer's card, the price before submitting, validation with
 * @bb/validation's rules, and the submit (`new-order-steps.ts`). It renders nothing.
 */
export function useNewOrderForm(options: NewOrderFormOptions) {
  const environment = useBbEnvironment();
  const client = orderClientOf(options.client ?? environment.orders);
  const customerDiscount = useCustomerDiscount(client);
  const clock = options.now ?? Date.now;
  const now = clock();
  const files = useDraftFiles((uploaded) => draft.saveFiles(uploaded));
  const draft = useNewOrderDraft(clock, files.restore);
  const disciplines = useDisciplines();
  const paperTypes = usePaperTypes();
  const paperTypeId = useId();
  const { values } = draft;
  const requestedWriter = useRequestedWriter(values.writer_req_slug, {
    onRemove: () => draft.change({ writer_req_slug: '' }),
  });
  const { submission, state, fields, send } = useCheckedSubmission(
    NEW_ORDER_FLOW,
    validateNewOrderForm(values, { now }),
    {
      fieldOrder: NEW_ORDER_FORM_FIELDS,
      // The combobox is left while its list is open: its error waits for a submit.
      submitModeFields: ['discipline_sub'] satisfies NewOrderFormField[],
    },
  );
  const paperType = values.paper_type ?? paperTypes[0]?.id ?? null;
  const withPaperType = (current: NewOrderValues) => ({
    ...current,
    paper_type: current.paper_type ?? paperType,
  });

  async function submit(): Promise<void> {
    if (draft.restoring || files.uploading) return;
    const current = withPaperType(draft.current());
    await send(validateNewOrderForm(current, { now: clock() }), () => ({
      order: preOrderForm(current, uploadedOf(files.files), draft.dataBoxKey),
      client,
      setLoading: submission.setLoading,
      clearStorage: () => {
        draft.clear();
        clearRequestedWriter(environment.localStorage);
      },
      navigate: (url: string) => environment.navigation.navigate(url),
      orderPageUrl: (orderId: number) => dashboardUrl(options.home, `orders/${orderId}/`),
    }));
  }

  const busy = state.loading;
  const priceCents = orderPriceOf(values, now);
  const connected = connectNewOrderForm({
    ...{ values, paperType, paperTypeId, change: draft.change, fields, files, now, submit, busy },
    errors: fields.visible,
    locked: busy || draft.restoring,
    canSubmit: !busy && !draft.restoring && !files.uploading,
  });
  return {
    texts: NEW_ORDER_TEXTS,
    values,
    /** Errors to show now by field; `form` holds a form-level server message. */
    errors: fields.visible,
    /** Whom the order is for. */
    email: options.email || draft.login,
    restoring: draft.restoring,
    paperTypes,
    disciplines: {
      status: disciplines.status,
      filter: disciplines.filter,
      selectionLabel: disciplineSelectionLabel(values, disciplines.options),
    },
    /** The deadline in spec §9's date format ('Nov 26, 2026'), '' without one. */
    deadlineDate:
      values.deadline_datetime === null ? '' : formatOrderDate(values.deadline_datetime),
    /** The list price before submitting ('$69.82'), null until the size and a future deadline are set. */
    price: priceCents === null ? null : formatPrice(priceCents),
    /**
     * The price with the customer's discount as lines (list price, discount, price to pay), when
     * one applies; null otherwise (the price is `price`).
     */
    discountedPrice:
      priceCents === null || customerDiscount.discount === null
        ? null
        : previewPriceLines(priceCents, customerDiscount.discount),
    /** 'Your first order: 15% off', before ordering; null without a discount. */
    discountNotice: customerDiscount.notice,
    /** The draft's files, each with its state, error and size as people read it ('15 kB'). */
    files: {
      list: files.files.map((file) => ({ ...file, sizeText: formatFileSize(file.size) })),
      uploading: files.uploading,
      remove: files.remove,
    },
    requestedWriter,
    submission: state,
    loading: busy,
    submit,
    ...connected,
  };
}

function orderClientOf(client: OrderClient | undefined): OrderClient {
  if (!client) {
    throw new Error(
      'useNewOrderForm needs an order client: pass `client` or the environment’s `orders`.',
    );
  }
  return client;
}

/** The price rule of @bb/validation for the values, when they give a size and a future deadline. */
function orderPriceOf(values: NewOrderValues, now: number): number | null {
  const words = values['paper-size-type'] === 'words';
  const size = words ? values.words_qty : values.pages_qty;
  const deadline = values.deadline_datetime;
  if (size === null || deadline === null || deadline <= now) return null;
  return orderPriceCents({
    pagesQty: words ? 0 : size,
    wordsQty: words ? size : 0,
    deadline,
    now,
  });
}

export type UseNewOrderFormResult = ReturnType<typeof useNewOrderForm>;
