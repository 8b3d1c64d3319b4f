import { API_BASE_PATH as CLIENT_API_BASE_PATH } from '@bb/api-client';
import { expect, it } from 'vitest';
import { API_BASE_PATH } from './api-base-path';

it('serves the API below the base path the client sends to', () => {
  expect(API_BASE_PATH).toBe(CLIENT_API_BASE_PATH);
});
