// A host property's whole use of the package: the stylesheet once, the component with its props.
import { ShortOrderForm } from '@bb/order-form';
import '@bb/order-form/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('order-form')).render(
  <StrictMode>
    <ShortOrderForm pageType="landing" />
  </StrictMode>,
);
