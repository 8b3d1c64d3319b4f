// The same host's page without the form: what it loads is the host's own cost (React), which the
// form's measured size leaves out.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('page')).render(
  <StrictMode>
    <h1>Our other pages</h1>
  </StrictMode>,
);
