import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BbProvider, createMemoryEnvironment, memoryAddressBar } from '../environment';
import { useEmailVerificationModal } from './use-email-verification-modal';

function setup(href: string) {
  const addressBar = memoryAddressBar(href);
  const environment = createMemoryEnvironment({ addressBar });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  return { addressBar, ...renderHook(() => useEmailVerificationModal(), { wrapper }) };
}

/** Renders the hook's value as text, for the server-rendering test. */
function ServerProbe() {
  return <output>{String(useEmailVerificationModal().open)}</output>;
}

describe('useEmailVerificationModal', () => {
  it('stays closed without the parameter or with another value', () => {
    expect(setup('http://localhost/').result.current.open).toBe(false);
    expect(setup('http://localhost/?email-verification=maybe').result.current.open).toBe(false);
  });

  it("opens on ok with 'Your email has been verified'", () => {
    const { result } = setup('http://localhost/?email-verification=ok');
    expect(result.current.open).toBe(true);
    expect(result.current.result).toBe('ok');
    expect(result.current.message).toBe('Your email has been verified');
    expect(result.current.buttonText).toBe('Continue');
  });

  it('opens on error with the message from the address', () => {
    const { result } = setup('http://localhost/?email-verification=error&message=Link%20expired');
    expect(result.current.result).toBe('error');
    expect(result.current.message).toBe('Link expired');
  });

  it.each([
    ['no message', 'http://localhost/?email-verification=error'],
    ['a blank message', 'http://localhost/?email-verification=error&message=%20%20'],
  ])('opens on error with the default text given %s', (_label, href) => {
    expect(setup(href).result.current.message).toBe(
      'Some error occurred. Please try again later or contact support.',
    );
  });

  it('Continue closes it and removes the parameter and its message from the address', () => {
    const { result, addressBar } = setup(
      'http://localhost/?a=1&email-verification=error&message=Nope',
    );
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    expect(result.current.result).toBeNull();
    expect(addressBar.href()).toBe('http://localhost/?a=1');
  });

  it('keeps markup in the message as a plain string', () => {
    const markup = '<script>alert(1)</script>';
    const { result } = setup(
      `http://localhost/?email-verification=error&message=${encodeURIComponent(markup)}`,
    );
    expect(result.current.message).toBe(markup);
  });

  it('renders closed on the server', () => {
    const html = renderToString(
      <BbProvider
        environment={createMemoryEnvironment({
          addressBar: memoryAddressBar('http://localhost/?email-verification=ok'),
        })}
      >
        <ServerProbe />
      </BbProvider>,
    );
    expect(html).toBe('<output>false</output>');
  });
});
