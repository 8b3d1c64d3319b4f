import { mapServerErrors } from '@bb/validation';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readChecked, readText } from './input-value';
import { useFieldErrors } from './use-field-errors';

type Field = 'login' | 'password';
const REQUIRED = {
  login: { message: 'Please enter your email' },
  password: { message: 'Please enter your password to continue' },
};

function renderFieldErrors(
  errors: Partial<Record<Field, { message: string }>>,
  submitModeFields: Field[],
) {
  return renderHook(
    (props: { errors: typeof errors }) =>
      useFieldErrors<Field>(props.errors, { fieldOrder: ['login', 'password'], submitModeFields }),
    { initialProps: { errors } },
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFieldErrors', () => {
  it('shows a touch-mode field’s error once touched, a submit-mode field’s only after a failed submit', () => {
    const { result } = renderFieldErrors(REQUIRED, ['password']);
    expect(result.current.visible).toEqual({});
    act(() => {
      result.current.touch('login');
      result.current.touch('password');
    });
    expect(result.current.visible).toEqual({ login: 'Please enter your email' });
    act(() => result.current.failSubmit(REQUIRED));
    expect(result.current.visible).toEqual({
      login: 'Please enter your email',
      password: 'Please enter your password to continue',
    });
  });

  it('follows the live errors once shown, and a passing submit hides them again', () => {
    const { result, rerender } = renderFieldErrors(REQUIRED, ['login', 'password']);
    act(() => result.current.failSubmit(REQUIRED));
    rerender({ errors: { password: REQUIRED.password } });
    expect(result.current.visible).toEqual({ password: 'Please enter your password to continue' });
    act(() => result.current.passSubmit());
    expect(result.current.visible).toEqual({});
  });

  it('shows server errors on their fields, a field it lacks at the form level, until cleared', () => {
    const { result } = renderFieldErrors({}, ['login', 'password']);
    act(() =>
      result.current.showServerErrors(mapServerErrors(['password_incorrect', 'code_expired'])),
    );
    expect(result.current.visible).toEqual({
      password: 'Wrong password, please try again',
      form: 'Code is expired',
    });
    act(() => result.current.clearServerErrors('password'));
    expect(result.current.visible).toEqual({ form: 'Code is expired' });
    act(() => result.current.clearServerErrors());
    expect(result.current.visible).toEqual({});
  });

  it('focuses the first field in screen order with an error, after the render', () => {
    const { result } = renderFieldErrors(REQUIRED, []);
    const login = document.createElement('input');
    const password = document.createElement('input');
    document.body.append(login, password);
    result.current.register('login')(login);
    result.current.register('password')(password);
    act(() => result.current.failSubmit({ password: true }));
    expect(document.activeElement).toBe(password);
    act(() => result.current.failSubmit(REQUIRED));
    expect(document.activeElement).toBe(login);
  });

  it('gives each field stable ids for aria-describedby', () => {
    const { result, rerender } = renderFieldErrors({}, []);
    const first = result.current.ids('login');
    rerender({ errors: {} });
    expect(result.current.ids('login')).toEqual(first);
    expect(first.errorId).toBe(`${first.id}-error`);
    expect(result.current.ids('password').id).not.toBe(first.id);
  });

  it('keeps the same ref callback per field across renders', () => {
    const { result, rerender } = renderFieldErrors({}, []);
    const ref = result.current.register('login');
    rerender({ errors: {} });
    expect(result.current.register('login')).toBe(ref);
  });
});

describe('readText and readChecked', () => {
  it('take a value or an input change event', () => {
    expect(readText('a@b.co')).toBe('a@b.co');
    expect(readText({ target: { value: 'x' } } as never)).toBe('x');
    expect(readChecked(true)).toBe(true);
    expect(readChecked({ target: { checked: false } } as never)).toBe(false);
  });
});
