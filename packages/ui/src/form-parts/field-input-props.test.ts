import { describe, expect, it } from 'vitest';
import { fieldInputProps } from './field-input-props';

describe('fieldInputProps', () => {
  it('drops the error id (the field draws the error itself) and keeps the other descriptions', () => {
    const props = fieldInputProps(
      {
        id: 'f-login',
        'aria-invalid': true,
        'aria-describedby': 'f-login-error f-login-tooltip',
        hidden: false,
      },
      'f-login-error',
    );
    expect(props).toEqual({ id: 'f-login', 'aria-describedby': 'f-login-tooltip' });
  });

  it('leaves no aria-describedby when the error id was the only one', () => {
    const props = fieldInputProps({ 'aria-describedby': 'x-error' }, 'x-error');
    expect(props['aria-describedby']).toBeUndefined();
  });
});
