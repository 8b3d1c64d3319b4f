// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  customDisciplineOption,
  disciplineSelectionLabel,
  selectDiscipline,
} from './custom-discipline';
import { DISCIPLINES } from './discipline-fixtures';
import { toDisciplineOption } from './discipline-options';
import { DISCIPLINE_TEXTS } from './discipline-texts';

const options = DISCIPLINES.map(toDisciplineOption);

describe('custom discipline', () => {
  it('is labelled Create "{text}" and has id 30000', () => {
    expect(customDisciplineOption('  Quantum chess ')).toEqual({
      id: 30000,
      label: 'Create "Quantum chess"',
      text: 'Quantum chess',
    });
  });

  it('stores id 30000 and the typed text in discipline_txt', () => {
    expect(selectDiscipline(customDisciplineOption('Quantum chess'))).toEqual({
      discipline_sub: 30000,
      discipline_txt: 'Quantum chess',
    });
  });

  it('clears discipline_txt when any other discipline is chosen', () => {
    const python = options.find((option) => option.id === 11);
    if (!python) throw new Error('fixture');
    expect(selectDiscipline(python)).toEqual({ discipline_sub: 11, discipline_txt: '' });
  });

  it('labels the custom selection with the typed text, others with their title', () => {
    expect(
      disciplineSelectionLabel({ discipline_sub: 30000, discipline_txt: 'Quantum chess' }, options),
    ).toBe('Quantum chess');
    expect(disciplineSelectionLabel({ discipline_sub: 12, discipline_txt: '' }, options)).toBe(
      'JavaScript',
    );
    expect(disciplineSelectionLabel({ discipline_sub: 999 }, options)).toBe('');
    expect(disciplineSelectionLabel({}, options)).toBe('');
  });

  it("has the placeholder 'Enter your discipline...'", () => {
    expect(DISCIPLINE_TEXTS.placeholder).toBe('Enter your discipline...');
    expect(DISCIPLINE_TEXTS.mostPopularGroup).toBe('Most popular');
  });
});
