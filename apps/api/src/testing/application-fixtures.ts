import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { uploadFile } from './customer-fixtures';

/** A sample of work uploaded as an orphan file: its id, for `sample_file`. */
export async function uploadSample(client: ApiClient, name = 'sample.py'): Promise<string> {
  const uploaded = await uploadFile(client, name, 'print("hello")\n');
  expect(uploaded.status, uploaded.text).toBe(200);
  return uploaded.json.body.file.id;
}

/** An application's fields, complete but for the sample. */
export function applicationFields(login: string, name = 'Grace H.') {
  return {
    login,
    name,
    discipline_subs: '101,402',
    experience: 'Ten years of teaching Python and SQL at university level.',
    policy_agree: '1',
  };
}
