import { CUSTOM_DISCIPLINE_ID } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('dictionaries on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new ApiClient(server.app);
  });
  afterAll(() => server.close());

  it('lists paper types', async () => {
    const response = await client.get('widgets/dictionaries/paper_type');
    expect(response.status).toBe(200);
    expect(response.json.meta).toEqual({ response: { status: 'ok' } });
    expect(Object.keys(response.json.body)).toEqual(['paper_type']);
    expect(response.json.body.paper_type[0]).toEqual({ id: 1, title: 'Programming assignment' });
  });

  it('lists disciplines and their groups, with popular ones ranked and 30000 left free', async () => {
    const response = await client.get(
      'widgets/dictionaries/discipline_sub,discipline_sub_grouping',
    );
    const { discipline_sub: disciplines, discipline_sub_grouping: groups } = response.json.body;
    expect(disciplines.length).toBeGreaterThanOrEqual(60);
    expect(groups.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(disciplines[0]).sort()).toEqual([
      'grouping',
      'id',
      'pos_in_popular',
      'slug',
      'title',
    ]);
    expect(Object.keys(groups[0]).sort()).toEqual(['id', 'slug', 'title']);
    const groupIds = new Set(groups.map((group: { id: number }) => group.id));
    for (const discipline of disciplines) expect(groupIds.has(discipline.grouping)).toBe(true);
    const popular = disciplines
      .filter((discipline: { pos_in_popular: number }) => discipline.pos_in_popular > 0)
      .sort(
        (a: { pos_in_popular: number }, b: { pos_in_popular: number }) =>
          a.pos_in_popular - b.pos_in_popular,
      );
    expect(popular.length).toBeGreaterThanOrEqual(10);
    expect(popular[0].title).toBe('Python');
    expect(
      disciplines.some((discipline: { id: number }) => discipline.id === CUSTOM_DISCIPLINE_ID),
    ).toBe(false);
    const titles = disciplines.map((discipline: { title: string }) => discipline.title);
    for (const landing of [
      'Linear Programming',
      'Excel',
      'Java',
      'JavaScript',
      'MATLAB',
      'Math Analysis',
      'PHP',
      'Python',
      'AngularJS',
      'R Programming',
      'Ruby',
      'C',
      'SPSS',
      'SQL',
    ]) {
      expect(titles).toContain(landing);
    }
  });

  it('answers the same list from its cache', async () => {
    const first = await client.get('widgets/dictionaries/paper_type,discipline_sub');
    const second = await client.get('widgets/dictionaries/paper_type,discipline_sub');
    expect(second.text).toBe(first.text);
    expect(Object.keys(first.json.body)).toEqual(['paper_type', 'discipline_sub']);
  });

  it.each([
    ['an unknown dictionary', 'widgets/dictionaries/paper_type,users', 404],
    ['a malformed name', 'widgets/dictionaries/Paper-Type', 400],
    ['an empty item', 'widgets/dictionaries/paper_type,', 400],
  ])('refuses %s', async (_case, path, status) => {
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(response.json.meta.response.status).toBe('error');
    expect(slugOf(response)).toBe(status === 404 ? 'not_found' : 'invalid_request');
  });
});
