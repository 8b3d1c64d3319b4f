import { BbProvider } from '@bb/form-hooks';
import { createRoot } from 'react-dom/client';
import { siteEnvironment } from '../environment/site-environment';
import { QueryModals } from '../islands/query-modals';

/** The modals the page address opens (OAuth error, e-mail verification), at the end of the page. */
export function renderQueryModals(): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <BbProvider environment={siteEnvironment()}>
      <QueryModals />
    </BbProvider>,
  );
}
