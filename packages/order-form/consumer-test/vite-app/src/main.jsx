// A host property's whole use of the package: the stylesheet once, the component with its props.
// The preview and dev servers answer every path with this page: where a placed order lands (the
// BB dashboard) the host shows its own stub instead of the form.
import { ShortOrderForm } from '@bb/order-form';
import '@bb/order-form/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const landedOnDashboard = window.location.pathname.startsWith('/dashboard/');

createRoot(document.getElementById('order-form')).render(
  <StrictMode>
    {landedOnDashboard ? <h2>Dashboard</h2> : <ShortOrderForm pageType="landing" />}
  </StrictMode>,
);
