import { describe, expect, it } from 'vitest';
import {
  answerIssue,
  buildQuestions,
  mainConcern,
  progressPercent,
  questionType,
  validateAnswers,
} from './questionnaire.ts';
import type { SurveyItem } from './api.ts';

describe('question types (spec section 5)', () => {
  it('derives the type from the id and the number of options', () => {
    expect(questionType('location', 0)).toBe('text');
    expect(questionType('whatever', 0)).toBe('text');
    expect(questionType('skinConcerns', 8)).toBe('checkbox');
    expect(questionType('concerns', 3)).toBe('checkbox');
    expect(questionType('age', 4)).toBe('text');
    expect(questionType('skinType', 6)).toBe('select');
    expect(questionType('gender', 5)).toBe('radio');
    expect(questionType('smoking', 3)).toBe('radio');
  });
});

describe('main concern', () => {
  it('takes the first concerns or problem answer, its first item, else general', () => {
    expect(mainConcern({ gender: 'female', skinConcerns: ['acne', 'redness'] })).toBe('acne');
    expect(mainConcern({ mainProblem: 'dryness' })).toBe('dryness');
    expect(mainConcern({ skinConcerns: [] })).toBe('general');
    expect(mainConcern({ gender: 'male' })).toBe('general');
  });
});

describe('progress', () => {
  it('is the rounded share of questions passed', () => {
    expect(progressPercent(0, 16)).toBe(0);
    expect(progressPercent(1, 16)).toBe(6);
    expect(progressPercent(8, 16)).toBe(50);
    expect(progressPercent(15, 16)).toBe(94);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

const items: SurveyItem[] = [
  { questionId: 'gender', itemType: 'option', questionNumber: 1, key: 'female', text: 'Female' },
  { questionId: 'gender', itemType: 'option', questionNumber: 1, key: 'male', text: 'Male' },
  { questionId: 'gender', itemType: 'question', questionNumber: 1, key: '', text: 'Gender?' },
  { questionId: 'gender', itemType: 'why', questionNumber: 1, key: '', text: 'Because.' },
  { questionId: 'age', itemType: 'question', questionNumber: 3, key: '', text: 'Age?' },
  { questionId: 'skinConcerns', itemType: 'option', questionNumber: 5, key: 'acne', text: 'Acne' },
  { questionId: 'skinConcerns', itemType: 'option', questionNumber: 5, key: 'redness', text: 'Redness' },
  { questionId: 'skinConcerns', itemType: 'question', questionNumber: 5, key: '', text: 'Concerns?' },
];

describe('answers', () => {
  const questions = buildQuestions(items);

  it('groups survey rows into questions with their options and why texts', () => {
    expect(questions.map((q) => [q.id, q.type, q.options.length])).toEqual([
      ['gender', 'radio', 2],
      ['age', 'text', 0],
      ['skinConcerns', 'checkbox', 2],
    ]);
    expect(questions[0]).toMatchObject({ text: 'Gender?', why: 'Because.' });
  });

  it('accepts a complete, valid set', () => {
    expect(validateAnswers(questions, { gender: 'male', age: '34', skinConcerns: ['acne'] })).toEqual([]);
  });

  it('names every problem', () => {
    const issues = validateAnswers(questions, {
      gender: 'robot',
      age: '15',
      skinConcerns: ['acne', 'acne'],
      extra: 'x',
    });
    expect(issues.map((i) => i.path).sort()).toEqual([
      'answers.age',
      'answers.extra',
      'answers.gender',
      'answers.skinConcerns',
    ]);
    expect(validateAnswers(questions, {}).map((i) => i.message)).toEqual(['required', 'required', 'required']);
  });

  it('wants ages as whole numbers from 16 to 120', () => {
    const age = questions[1]!;
    for (const bad of ['abc', '16.5', '-20', '15', '121', '', '  ', ['20']])
      expect(answerIssue(age, bad), String(bad)).not.toBeNull();
    for (const good of ['16', '42', ' 120 ']) expect(answerIssue(age, good)).toBeNull();
  });
});
