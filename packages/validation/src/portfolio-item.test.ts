import { describe, expect, it } from 'vitest';
import { PORTFOLIO_DESCRIPTION_MAX_LENGTH, PORTFOLIO_TITLE_MAX_LENGTH } from './constants';
import { validatePortfolioItem } from './portfolio-item';
import { parseRequest, portfolioItemBody } from './requests';

const valid = {
  title: 'Dijkstra in Python',
  discipline: '101',
  description: 'A shortest-path solver\nwith tests.',
  file: 'abc_DEF-123',
};

const keysOf = (errors: ReturnType<typeof validatePortfolioItem>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]));

describe('validatePortfolioItem', () => {
  it('accepts a complete item, the discipline as a number or digits', () => {
    expect(validatePortfolioItem(valid)).toEqual({});
    expect(validatePortfolioItem({ ...valid, discipline: 101 })).toEqual({});
  });

  it('puts each refusal beside its field', () => {
    expect(keysOf(validatePortfolioItem({}))).toEqual({
      title: 'portfolio_title_required',
      discipline: 'portfolio_discipline_required',
      description: 'portfolio_description_required',
      file: 'portfolio_file_required',
    });
    expect(
      keysOf(
        validatePortfolioItem({
          ...valid,
          title: '😀'.repeat(PORTFOLIO_TITLE_MAX_LENGTH + 1),
          description: 'x'.repeat(PORTFOLIO_DESCRIPTION_MAX_LENGTH + 1),
          discipline: '0',
        }),
      ),
    ).toEqual({
      title: 'portfolio_title_too_long',
      discipline: 'portfolio_discipline_required',
      description: 'portfolio_description_too_long',
    });
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    const title = '😀'.repeat(PORTFOLIO_TITLE_MAX_LENGTH);
    expect(validatePortfolioItem({ ...valid, title })).toEqual({});
    expect(parseRequest(portfolioItemBody, { ...valid, title }).ok).toBe(true);
  });
});

describe('portfolioItemBody', () => {
  it('refuses with the same slugs and fields as the page', () => {
    const refusal = (body: object) => {
      const result = parseRequest(portfolioItemBody, body);
      return result.ok ? 'accepted' : `${result.slug} on ${result.field}`;
    };
    expect(refusal({ ...valid, title: '  ' })).toBe('portfolio_title_required on title');
    expect(refusal({ ...valid, discipline: 'x' })).toBe(
      'portfolio_discipline_required on discipline',
    );
    expect(
      refusal({ ...valid, description: 'x'.repeat(PORTFOLIO_DESCRIPTION_MAX_LENGTH + 1) }),
    ).toBe('portfolio_description_too_long on description');
    expect(refusal({ ...valid, file: '' })).toBe('portfolio_file_required on file');
    expect(parseRequest(portfolioItemBody, valid)).toEqual({
      ok: true,
      value: { ...valid, discipline: 101 },
    });
  });
});
