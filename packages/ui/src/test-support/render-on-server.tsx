import { BbProvider } from '@bb/form-hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStoryEnvironment } from './story-environment';

/** Renders under a memory environment whose address would open both query modals. */
export function renderOnServer(node: ReactNode) {
  const bb = createStoryEnvironment({
    href: 'http://bb.test/?error=oauth2&message=Denied&email-verification=ok&code=123456',
    localStorage: {},
  });
  const html = renderToString(<BbProvider environment={bb.environment}>{node}</BbProvider>);
  return { html, bb };
}
