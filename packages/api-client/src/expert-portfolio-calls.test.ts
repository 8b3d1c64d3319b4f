import { describe, expect, it } from 'vitest';
import { createMockExpertPortfolioClient, ok, ownPortfolioItemOf } from './testing';

describe('the expert portfolio calls', () => {
  it('page the items, upload a file, add an item with it and remove one', async () => {
    const item = ownPortfolioItemOf();
    const { mock, client } = createMockExpertPortfolioClient({
      'GET /writers/portfolio': ok({
        portfolio: [item],
        next_cursor: null,
        count: 1,
        max_count: 12,
      }),
      'POST /widgets/orphanage-file': ok({ file: { id: 'f1', name: 'a.py', size: 3 } }),
      'POST /writers/portfolio': ok({ item }),
      'DELETE /writers/portfolio/41': ok({}),
    });
    expect(await client.portfolio({ cursor: 'abc', limit: 5 })).toEqual({
      portfolio: [item],
      next_cursor: null,
      count: 1,
      max_count: 12,
    });
    expect(mock.requests[0]?.query.toString()).toBe('cursor=abc&limit=5');
    const uploaded = await client.uploadPortfolioFile(new File(['x=1'], 'a.py'));
    expect(uploaded.file.id).toBe('f1');
    expect(
      await client.addPortfolioItem({
        title: 'Dijkstra',
        discipline: 101,
        description: 'A solver',
        file: 'f1',
      }),
    ).toEqual({ item });
    expect(mock.requests[2]?.form?.toString()).toBe(
      'title=Dijkstra&discipline=101&description=A+solver&file=f1',
    );
    await client.removePortfolioItem(41);
    expect(mock.unmatched).toEqual([]);
  });
});
