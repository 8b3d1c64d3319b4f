import { describe, expect, it } from 'vitest';
import * as main from './index';
import * as requests from './requests';

describe('the two entries', () => {
  it('serve the request schemas, their building blocks and parseRequest from /requests only', () => {
    const serverOnly = [
      'parseRequest',
      'sessionCreateBody',
      'customerCreateBody',
      'dataBoxCreateBody',
      'preCheckQuery',
      'redirectToDashboardQuery',
      'withDefault',
      'optionalField',
      'formBoolean',
      'formInteger',
      'formToken',
      'loginField',
      'utcOffsetField',
    ];
    for (const name of serverOnly) {
      expect(requests, name).toHaveProperty(name);
      expect(main, name).not.toHaveProperty(name);
    }
  });

  it('keep the rules, messages and catalogue in the main entry', () => {
    for (const name of [
      'validateShortOrderForm',
      'mapServerErrors',
      'MESSAGES',
      'ERROR_CATALOGUE',
    ]) {
      expect(main, name).toHaveProperty(name);
    }
    const parsed = requests.parseRequest(requests.sessionCreateBody, { login: 'a@b.co' });
    expect(parsed).toMatchObject({ ok: false, slug: 'password_required' });
  });
});
