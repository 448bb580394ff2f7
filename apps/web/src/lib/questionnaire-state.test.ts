import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@skinsight/shared/questionnaire';
import { initialState, questionsPassed, reducer, sectionsFor, type Section } from './questionnaire-state.ts';

const q = (id: string): SurveyQuestion => ({ id, number: 1, type: 'radio', text: id, why: '', options: [] });
const two: Section[] = [
  { id: 'a', titleKey: '', descriptionKey: '', questions: [q('a1'), q('a2')] },
  { id: 'b', titleKey: '', descriptionKey: '', questions: [q('b1')] },
];

describe('questionnaire navigation (spec section 4)', () => {
  it('moves within a section, then into the next, and stays at the very end', () => {
    let s = reducer(initialState, { type: 'next', sections: two });
    expect([s.currentSectionIndex, s.currentQuestionIndex]).toEqual([0, 1]);
    s = reducer(s, { type: 'next', sections: two });
    expect([s.currentSectionIndex, s.currentQuestionIndex]).toEqual([1, 0]);
    expect(reducer(s, { type: 'next', sections: two })).toBe(s);
    expect(questionsPassed(s, two)).toBe(2);
  });

  it('moves back across into the previous section’s last question, and stays at the start', () => {
    const end = { ...initialState, currentSectionIndex: 1, currentQuestionIndex: 0 };
    const back = reducer(end, { type: 'previous', sections: two });
    expect([back.currentSectionIndex, back.currentQuestionIndex]).toEqual([0, 1]);
    expect(reducer(initialState, { type: 'previous', sections: two })).toBe(initialState);
  });

  it('saves answers, resets, and keeps the photo and questionnaire id', () => {
    let s = reducer(initialState, { type: 'saveAnswer', questionId: 'skinConcerns', value: ['acne'] });
    s = reducer(s, { type: 'savePhotoAnalysis', photoId: 'p1' });
    s = reducer(s, { type: 'setQuestionnaireId', id: 'q1' });
    expect(s).toMatchObject({
      answers: { skinConcerns: ['acne'] },
      photoAnalysis: { photoId: 'p1' },
      questionnaireId: 'q1',
    });
    expect(reducer(s, { type: 'reset' })).toEqual(initialState);
  });

  it('falls back to an empty Assessment section when the survey is empty', () => {
    expect(sectionsFor([])).toEqual([expect.objectContaining({ id: 'assessment', questions: [] })]);
    expect(sectionsFor([q('x')])[0]?.id).toBe('all-questions');
  });
});
