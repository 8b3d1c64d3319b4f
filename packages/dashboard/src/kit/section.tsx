import { type ReactNode, useId } from 'react';

/** A titled part of a dashboard page (an order's, the balance): a region named by its `h2`. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="bb-order-page__section" aria-labelledby={id}>
      <h2 id={id} className="bb-order-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
