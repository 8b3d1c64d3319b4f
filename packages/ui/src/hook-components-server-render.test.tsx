// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AccountMenu,
  CookieNotice,
  EmailVerificationModal,
  LoginForm,
  LoginModal,
  OAuthErrorModal,
  PasswordRestoreForm,
  RegistrationForm,
} from './index';
import { renderOnServer } from './test-support/render-on-server';

// Pre-rendered pages render these on the server: no window, no request, no storage or address read.
describe('hook-wired components on the server', () => {
  it('render the login form with its fields and links, and ask the API for nothing', () => {
    const { html, bb } = renderOnServer(<LoginForm />);
    expect(html).toContain('Log into your account');
    expect(html).toContain('type="email"');
    expect(html).toContain('href="/registration.html"');
    expect(html).toContain('href="/auth_password_reset.html"');
    expect(bb.mock.requests).toEqual([]);
  });

  it('render the forms and the account skeleton without requests, and leave the address alone', () => {
    const { html, bb } = renderOnServer(
      <>
        <AccountMenu />
        <RegistrationForm />
        <PasswordRestoreForm />
        <LoginModal open onOpenChange={() => {}} />
      </>,
    );
    expect(html).toContain('Loading your account');
    expect(html).toContain('Sign up');
    expect(html).toContain('Send code');
    expect(bb.mock.requests).toEqual([]);
    expect(bb.addressBar.href()).toContain('code=123456');
  });

  it('render nothing for the cookie notice and the query modals until the browser takes over', () => {
    const { html } = renderOnServer(
      <>
        <CookieNotice settings={null} />
        <OAuthErrorModal />
        <EmailVerificationModal />
      </>,
    );
    expect(html).toBe('');
  });
});
