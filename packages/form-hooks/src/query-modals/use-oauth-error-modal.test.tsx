import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BbProvider, createMemoryEnvironment, memoryAddressBar } from '../environment';
import { useOAuthErrorModal } from './use-oauth-error-modal';

function setup(href: string) {
  const addressBar = memoryAddressBar(href);
  const environment = createMemoryEnvironment({ addressBar });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  return { addressBar, ...renderHook(() => useOAuthErrorModal(), { wrapper }) };
}

/** Renders the hook's value as text, for the server-rendering test. */
function ServerProbe() {
  return <output>{String(useOAuthErrorModal().open)}</output>;
}

describe('useOAuthErrorModal', () => {
  it('stays closed without error=oauth2', () => {
    expect(setup('http://localhost/?error=other&message=x').result.current.open).toBe(false);
    expect(setup('http://localhost/').result.current.open).toBe(false);
  });

  it("opens on error=oauth2 with the returned message and the title 'Oops! Something went wrong'", () => {
    const { result } = setup(
      'http://localhost/?error=oauth2&slug=oauth_failed&message=Google%20said%20no',
    );
    expect(result.current.open).toBe(true);
    expect(result.current.title).toBe('Oops! Something went wrong');
    expect(result.current.message).toBe('Google said no');
    expect(result.current.buttonText).toBe('Ok');
  });

  it('shows the default text when no message came back', () => {
    const { result } = setup('http://localhost/?error=oauth2');
    expect(result.current.message).toBe(
      'Some error occurred. Please try again later or contact support.',
    );
  });

  it('Ok closes it and removes error, slug and message from the address, keeping the rest', () => {
    const { result, addressBar } = setup(
      'http://localhost/python-homework.html?utm=a&error=oauth2&slug=oauth_failed&message=No',
    );
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    expect(addressBar.href()).toBe('http://localhost/python-homework.html?utm=a');
  });

  it('keeps markup in the message as a plain string', () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    const { result } = setup(
      `http://localhost/?error=oauth2&message=${encodeURIComponent(markup)}`,
    );
    expect(result.current.message).toBe(markup);
    expect(typeof result.current.message).toBe('string');
  });

  it('renders closed on the server', () => {
    const html = renderToString(
      <BbProvider
        environment={createMemoryEnvironment({
          addressBar: memoryAddressBar('http://localhost/?error=oauth2'),
        })}
      >
        <ServerProbe />
      </BbProvider>,
    );
    expect(html).toBe('<output>false</output>');
  });
});
