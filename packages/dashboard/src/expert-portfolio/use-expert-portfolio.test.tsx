import { createMockExpertPortfolioClient, fail, ok } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { DISCIPLINES, PORTFOLIO, portfolioPage } from '../test-support/portfolio-stories';
import { useExpertPortfolio } from './use-expert-portfolio';
import { usePortfolioForm } from './use-portfolio-form';

const LIST = 'GET /writers/portfolio';
const DICTIONARY = 'GET /widgets/dictionaries/discipline_sub';
const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useExpertPortfolio', () => {
  it('pages the works with their count, and removes one only once confirmed', async () => {
    let removed = false;
    const { client, mock } = createMockExpertPortfolioClient({
      [LIST]: (request) =>
        removed
          ? portfolioPage(PORTFOLIO.slice(1))
          : request.query.get('cursor') === 'next'
            ? portfolioPage(PORTFOLIO.slice(2))
            : ok({
                portfolio: PORTFOLIO.slice(0, 2),
                next_cursor: 'next',
                count: 3,
                max_count: 12,
              }),
      'DELETE /writers/portfolio/41': () => {
        removed = true;
        return ok({});
      },
    });
    const { result } = renderHook(() => useExpertPortfolio({ client }));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.count).toBe(3);
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items).toHaveLength(3));
    const [first] = PORTFOLIO;
    if (!first) throw new Error('no fixture');
    act(() => result.current.askRemove(first));
    expect(result.current.confirmingId).toBe(41);
    act(() => result.current.keep());
    expect(result.current.confirmingId).toBeNull();
    expect(mock.count('DELETE /writers/portfolio/41')).toBe(0);
    act(() => result.current.askRemove(first));
    await act(() => result.current.confirmRemove(first));
    expect(result.current.announcement).toMatchObject({
      text: '“Dijkstra in Python” is no longer in your portfolio.',
      tone: 'success',
    });
    await waitFor(() => expect(result.current.list.items.map((item) => item.id)).toEqual([38, 30]));
  });
});

describe('usePortfolioForm', () => {
  it('refuses an incomplete work beside each field, sending nothing', async () => {
    const { client, mock } = createMockExpertPortfolioClient({
      [DICTIONARY]: ok({ discipline_sub: DISCIPLINES }),
    });
    const { result } = renderHook(() => usePortfolioForm({ client }));
    await waitFor(() => expect(result.current.disciplines).toHaveLength(3));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      title: 'Please enter a title for this work',
      discipline: 'Please choose the discipline of this work',
      description: 'Please describe this work',
      file: 'Please attach the file of this work',
    });
    expect(mock.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('uploads the file, adds the work and empties the form; a refused upload shows beside the file', async () => {
    let uploads = 0;
    const { client, mock } = createMockExpertPortfolioClient({
      [DICTIONARY]: ok({ discipline_sub: DISCIPLINES }),
      'POST /widgets/orphanage-file': () =>
        ++uploads === 1
          ? fail('file_too_large', 413)
          : ok({ file: { id: 'f1', name: 'graph.py', size: 3 } }),
      'POST /writers/portfolio': ok({ item: PORTFOLIO[0] }),
    });
    const added: number[] = [];
    const { result } = renderHook(() =>
      usePortfolioForm({ client, onAdded: (item) => added.push(item.id) }),
    );
    act(() => {
      result.current.getTitleProps().onChange(change(' Graph search '));
      result.current.getDisciplineProps().onChange(change('101'));
      result.current.getDescriptionProps().onChange(change('BFS and DFS'));
      result.current.getFileProps().onChange({
        target: { files: [new File(['x=1'], 'graph.py')] },
      } as unknown as ChangeEvent<HTMLInputElement>);
    });
    expect(result.current.chosenFile).toEqual({ name: 'graph.py', size: '1 kB' });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      file: 'This file is too large. Please choose a file of up to 10 MB.',
    });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({});
    expect(added).toEqual([41]);
    expect(mock.requests.at(-1)?.form?.toString()).toBe(
      'title=Graph+search&discipline=101&description=BFS+and+DFS&file=f1',
    );
    expect(result.current.getTitleProps().value).toBe('');
    expect(result.current.chosenFile).toBeNull();
    expect(result.current.announcement?.text).toBe('“Dijkstra in Python” is in your portfolio.');
  });

  it('drops a chosen file on Remove, so the add asks for one again', async () => {
    const { client } = createMockExpertPortfolioClient({
      [DICTIONARY]: ok({ discipline_sub: DISCIPLINES }),
    });
    const { result } = renderHook(() => usePortfolioForm({ client }));
    const key = result.current.getFileProps().key;
    act(() =>
      result.current.getFileProps().onChange({
        target: { files: [new File(['x'.repeat(3000)], 'graph.py')] },
      } as unknown as ChangeEvent<HTMLInputElement>),
    );
    expect(result.current.chosenFile).toEqual({ name: 'graph.py', size: '3 kB' });
    act(() => result.current.removeFile());
    expect(result.current.chosenFile).toBeNull();
    // A new input: the browser would not report the same file chosen again on the old one.
    expect(result.current.getFileProps().key).not.toBe(key);
    await act(() => result.current.submit());
    expect(result.current.errors.file).toBe('Please attach the file of this work');
  });
});
