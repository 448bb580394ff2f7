/**
 * The questionnaire's rules, shared by the web app and the server so that both agree:
 * question types (spec section 5), the main concern (section 4), progress, and answer validation.
 */
import { SPEC } from './constants.ts';
import type { SurveyItem } from './api.ts';

export type Answers = Record<string, string | string[]>;
export type QuestionType = 'text' | 'checkbox' | 'select' | 'radio';

export type SurveyQuestion = {
  id: string;
  number: number;
  type: QuestionType;
  text: string;
  why: string;
  options: { key: string; text: string }[];
};

export const MAX_TEXT_ANSWER_LENGTH = 200;
export const MAX_AGE = 120;

/** No options: text; skin concerns: checkbox; location and age: text; over 5 options: select; else radio. */
export function questionType(id: string, optionCount: number): QuestionType {
  if (optionCount === 0) return 'text';
  if (id === 'skinConcerns' || id === 'concerns') return 'checkbox';
  if (id === 'location' || id === 'age') return 'text';
  if (optionCount > SPEC.selectThresholdOptions) return 'select';
  return 'radio';
}

/** Groups the survey rows (already in the spec's order) into questions. */
export function buildQuestions(items: SurveyItem[]): SurveyQuestion[] {
  const byId = new Map<string, SurveyQuestion>();
  const order: string[] = [];
  for (const item of items) {
    let q = byId.get(item.questionId);
    if (!q) {
      q = { id: item.questionId, number: item.questionNumber, type: 'text', text: '', why: '', options: [] };
      byId.set(item.questionId, q);
      order.push(item.questionId);
    }
    if (item.itemType === 'question') q.text = item.text;
    else if (item.itemType === 'why') q.why = item.text;
    else q.options.push({ key: item.key, text: item.text });
  }
  return order
    .map((id) => byId.get(id)!)
    .map((q) => ({ ...q, type: questionType(q.id, q.options.length) }))
    .sort((a, b) => a.number - b.number);
}

/** The first answer whose question id names concerns or a problem; its first item if a list. */
export function mainConcern(answers: Answers): string {
  for (const [id, value] of Object.entries(answers)) {
    if (!/concerns|problem/i.test(id)) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (first && first.trim() !== '') return first;
  }
  return 'general';
}

/** Rounded share of the questions passed over the total. */
export function progressPercent(passed: number, total: number): number {
  return total === 0 ? 0 : Math.round((passed / total) * 100);
}

export type AnswerIssue = { path: string; message: string };

/** Why one answer is not acceptable, or null. `age` must be a whole number from 16 up. */
export function answerIssue(question: SurveyQuestion, value: unknown): string | null {
  if (value === undefined || value === null) return 'required';
  if (question.type === 'checkbox') {
    if (!Array.isArray(value) || value.length === 0) return 'choose at least one option';
    const keys = new Set(question.options.map((o) => o.key));
    if (value.some((v) => typeof v !== 'string' || !keys.has(v))) return 'unknown option';
    if (new Set(value).size !== value.length) return 'an option is chosen twice';
    return null;
  }
  if (typeof value !== 'string') return 'must be text';
  if (question.type === 'text') {
    const text = value.trim();
    if (text === '') return 'required';
    if (text.length > MAX_TEXT_ANSWER_LENGTH) return `at most ${MAX_TEXT_ANSWER_LENGTH} characters`;
    if (question.id === 'age') {
      if (!/^\d{1,3}$/.test(text)) return 'must be a whole number';
      const age = Number(text);
      if (age < SPEC.minimumAge) return `must be at least ${SPEC.minimumAge}`;
      if (age > MAX_AGE) return `must be at most ${MAX_AGE}`;
    }
    return null;
  }
  return question.options.some((o) => o.key === value) ? null : 'unknown option';
}

/** Every problem with a complete set of answers: all questions required, nothing unknown. */
export function validateAnswers(questions: SurveyQuestion[], answers: Answers): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) issues.push({ path: `answers.${id}`, message: 'unknown question' });
  for (const q of questions) {
    const problem = answerIssue(q, answers[q.id]);
    if (problem) issues.push({ path: `answers.${q.id}`, message: problem });
  }
  return issues;
}
