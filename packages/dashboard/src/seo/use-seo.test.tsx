import { createMockSeoClient, fail, ok } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGE, personalAreaRoutes, VERSIONS } from '../test-support/seo-stories';
import { useSeoPageEditor } from './use-seo-page-editor';
import { useSeoRedirects } from './use-seo-redirects';

describe('useSeoPageEditor', () => {
  it('sends only what the form sets, shows the server’s refusal beside its field, and reverts', async () => {
    const { client, mock } = createMockSeoClient({
      ...personalAreaRoutes(),
      'PUT /seo/pages': [
        fail('seo_og_image_invalid'),
        ok({ page: { ...LANDING_PAGE, title: 'Python help', edited: ['title'] } }),
      ],
      'POST /seo/pages/versions/9/revert': ok({ page: LANDING_PAGE }),
    });
    const { result } = renderHook(() => useSeoPageEditor({ client, path: LANDING_PAGE.path }));
    await waitFor(() => expect(result.current.values).not.toBeNull());
    expect(result.current.values).toEqual({
      title: '',
      description: '',
      og_image: '',
      intro: '',
      faq: [],
    });
    act(() =>
      result.current.change({ title: ' Python help ', og_image: 'https://a.example/x.png' }),
    );
    expect(result.current.preview?.title).toBe('Python help');
    await act(() => result.current.save());
    expect(result.current.errors.og_image).toBe(
      'Please enter an https:// address of an image, or a path of this site such as /og-image.png',
    );
    await act(() => result.current.save());
    const puts = mock.requests.filter((request) => request.method === 'PUT');
    expect(Object.fromEntries(puts.at(-1)?.form ?? [])).toEqual({
      path: LANDING_PAGE.path,
      title: 'Python help',
      description: '',
      og_image: 'https://a.example/x.png',
      intro: '',
      faq: '[]',
    });
    expect(result.current.values?.title).toBe('Python help');
    expect(result.current.announcement?.tone).toBe('success');

    await waitFor(() => expect(result.current.history.items).toEqual(VERSIONS));
    await act(() => result.current.revert(VERSIONS[0] ?? expect.fail('no version')));
    expect(result.current.values?.title).toBe('');
    expect(result.current.announcement?.text).toBe(
      'The edit is reverted: the page is as it was before it.',
    );
  });

  it('refuses too long a title on the page, sending nothing', async () => {
    const { client, mock } = createMockSeoClient(personalAreaRoutes());
    const { result } = renderHook(() => useSeoPageEditor({ client, path: LANDING_PAGE.path }));
    await waitFor(() => expect(result.current.values).not.toBeNull());
    act(() => result.current.change({ title: 'x'.repeat(61) }));
    await act(() => result.current.save());
    expect(result.current.errors.title).toBe('Please keep the title within 60 characters');
    expect(mock.count('PUT /seo/pages')).toBe(0);
  });
});

describe('useSeoRedirects', () => {
  it('adds a redirect, the loop refused beside the new address, and removes one', async () => {
    const { client, mock } = createMockSeoClient({
      ...personalAreaRoutes(),
      'POST /seo/redirects': [fail('seo_redirect_loop'), ok({ redirect: {} })],
      'DELETE /seo/redirects/3': ok({}),
    });
    const { result } = renderHook(() => useSeoRedirects({ client }));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    act(() => {
      result.current.change('from_path', '/a.html');
      result.current.change('to_path', '/b.html');
    });
    await act(() => result.current.add());
    expect(result.current.errors.to_path).toBe(
      'This address is itself redirected, or redirects back: please point to the final page.',
    );
    await act(() => result.current.add());
    expect(result.current.form).toEqual({ from_path: '', to_path: '' });
    expect(result.current.announcement?.text).toBe('/a.html now redirects to /b.html.');
    const first = result.current.list.items[0] ?? expect.fail('no redirect listed');
    await act(() => result.current.remove(first));
    expect(mock.count('DELETE /seo/redirects/3')).toBe(1);
  });
});
