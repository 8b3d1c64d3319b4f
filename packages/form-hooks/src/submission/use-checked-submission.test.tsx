import { ApiError } from '@bb/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Step } from './step';
import { useCheckedSubmission } from './use-checked-submission';

type Field = 'login' | 'password';
type Run = { login: string };
const REQUIRED = { login: { message: 'Please enter your email' } };

/** The form's rule fails on `errors` now (a form passes them live, with its values). */
function renderChecked(
  send: (run: Run) => Promise<void>,
  {
    errors = REQUIRED,
    placeOnLogin = false,
  }: { errors?: Partial<typeof REQUIRED>; placeOnLogin?: boolean } = {},
) {
  const steps: Step<Run, 'sendForm'>[] = [{ name: 'sendForm', run: send }];
  return renderHook(() =>
    useCheckedSubmission<Run, 'sendForm', Field>({ steps }, errors, {
      fieldOrder: ['login', 'password'],
      submitModeFields: ['login', 'password'],
      ...(placeOnLogin && {
        placeServerErrors: (mapping) => ({
          ...mapping,
          fields: { login: mapping.fields.password },
        }),
      }),
    }),
  );
}

describe('useCheckedSubmission', () => {
  it("refuses a submit the rule fails before any call, and shows the rule's errors", async () => {
    const send = vi.fn(async () => {});
    const { result } = renderChecked(send);
    let answer: unknown = 'not answered';
    await act(async () => {
      answer = await result.current.send({ login: REQUIRED.login }, () => ({ login: '' }));
    });
    expect(answer).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('failed');
    expect(result.current.fields.visible).toEqual({ login: 'Please enter your email' });
  });

  it('runs the flow with the context made once the rule passes', async () => {
    const send = vi.fn(async () => {});
    const { result } = renderChecked(send, { errors: {} });
    await act(async () => {
      await result.current.send({}, () => ({ login: 'ada@example.com' }));
    });
    expect(send).toHaveBeenCalledWith({ login: 'ada@example.com' }, expect.anything());
    expect(result.current.state.status).toBe('succeeded');
    expect(result.current.fields.visible).toEqual({});
  });

  it("shows the server's errors beside their fields, placed by the form when it says where", async () => {
    const refuse = async () => {
      throw new ApiError('password_incorrect', 401);
    };
    const catalogued = renderChecked(refuse, { errors: {} });
    await act(async () => {
      await catalogued.result.current.send({}, () => ({ login: 'ada@example.com' }));
    });
    expect(catalogued.result.current.fields.visible).toEqual({
      password: 'Wrong password, please try again',
    });

    const placed = renderChecked(refuse, { errors: {}, placeOnLogin: true });
    await act(async () => {
      await placed.result.current.send({}, () => ({ login: 'ada@example.com' }));
    });
    expect(placed.result.current.fields.visible).toEqual({
      login: 'Wrong password, please try again',
    });
  });
});
