import { describe, expect, it } from 'vitest';
import { type CaptchaAction, captchaActionName, resolveCaptchaToken } from './captcha';

const action: CaptchaAction = {
  name: 'post_users/sessions',
  method: 'POST',
  path: '/users/sessions',
  utcOffsetMin: 0,
};

describe('resolveCaptchaToken', () => {
  it("is the literal 'skipped' without a provider", async () => {
    await expect(resolveCaptchaToken(undefined, action)).resolves.toBe('skipped');
  });

  it("is 'skipped' when the provider has no token to give", async () => {
    await expect(resolveCaptchaToken({ getToken: async () => '' }, action)).resolves.toBe(
      'skipped',
    );
  });

  it("is the provider's token otherwise", async () => {
    await expect(
      resolveCaptchaToken({ getToken: async (a) => `t:${a.path}` }, action),
    ).resolves.toBe('t:/users/sessions');
  });
});

describe('captchaActionName', () => {
  it.each([
    ['POST', '/users/sessions', 'post_users/sessions'],
    ['POST', '/users/password-restore', 'post_users/password_restore'],
    ['GET', '/users/sessions/oauth2/url/google', 'get_users/sessions/oauth2/url/google'],
  ] as const)('%s %s → %s (only letters, digits, / and _)', (method, path, name) => {
    expect(captchaActionName(method, path)).toBe(name);
  });
});
