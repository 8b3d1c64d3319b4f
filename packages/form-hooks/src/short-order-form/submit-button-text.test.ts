// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHORT_FORM_BUTTON_TEXTS } from './short-form-texts';
import { submitButtonText } from './submit-button-text';

describe('submitButtonText', () => {
  it('has the defaults of spec §4', () => {
    expect(SHORT_FORM_BUTTON_TEXTS).toEqual({
      submit: 'Place your order',
      requestExpert: 'Request expert',
      login: 'Log into your account',
    });
  });

  it.each([
    [{ loginAbility: true, loggedIn: false, writerRequested: false }, 'Log into your account'],
    [{ loginAbility: true, loggedIn: false, writerRequested: true }, 'Log into your account'],
    [{ loginAbility: true, loggedIn: true, writerRequested: true }, 'Request expert'],
    [{ loginAbility: false, loggedIn: false, writerRequested: true }, 'Request expert'],
    [{ loginAbility: true, loggedIn: true, writerRequested: false }, 'Place your order'],
    [{ loginAbility: false, loggedIn: false, writerRequested: false }, 'Place your order'],
  ])('%o gives %s', (state, text) => {
    expect(submitButtonText(state)).toBe(text);
  });

  it('uses the texts a page gives', () => {
    const texts = { submit: 'Get help', requestExpert: 'Hire', login: 'Sign in' };
    expect(
      submitButtonText({ loginAbility: false, loggedIn: false, writerRequested: false }, texts),
    ).toBe('Get help');
    expect(
      submitButtonText({ loginAbility: false, loggedIn: false, writerRequested: true }, texts),
    ).toBe('Hire');
    expect(
      submitButtonText({ loginAbility: true, loggedIn: false, writerRequested: false }, texts),
    ).toBe('Sign in');
  });
});
