import type { PageType } from '@bb/api-client';
import { ShortOrderForm } from '@bb/order-form';
import { useEffect } from 'react';
import { IS_SATELLITE, siteEnvironment } from '../environment/site-environment';
import { armPriceCalculator } from '../price-calculator/arm-price-calculator';

export interface OrderFormIslandProps {
  /** Sent with the sign-up: the home page or a landing page. */
  pageType: PageType;
  /** An expert's page asks for that expert: the card shows and the button says 'Request expert'. */
  writerReqSlug?: string;
}

/**
 * The short order form on the site's pages, on the page's shared environment. It also arms the
 * page's price calculator, which hands its values on to this form.
 */
export function OrderFormIsland({ pageType, writerReqSlug }: OrderFormIslandProps) {
  useEffect(() => armPriceCalculator(document), []);
  return (
    <ShortOrderForm
      environment={siteEnvironment()}
      pageType={pageType}
      writerReqSlug={writerReqSlug}
      satellite={IS_SATELLITE}
    />
  );
}
