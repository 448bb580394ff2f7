/**
 * The questionnaire's state (spec section 3, Questionnaire state) and its actions (section 4),
 * kept in local storage as the person goes, so a reload or a closed tab loses nothing.
 */
import type { Answers, SurveyQuestion } from '@skinsight/shared/questionnaire';
import { safeStorage, STORAGE_KEYS } from './storage-keys.ts';

export type Section = { id: string; titleKey: string; descriptionKey: string; questions: SurveyQuestion[] };

export type QuestionnaireState = {
  currentSectionIndex: number;
  currentQuestionIndex: number;
  answers: Answers;
  isComplete: boolean;
  /** The uploaded photo (ours is a real one, referenced by id; never a public URL). */
  photoAnalysis: { photoId: string } | null;
  questionnaireId: string | null;
};

export const initialState: QuestionnaireState = {
  currentSectionIndex: 0,
  currentQuestionIndex: 0,
  answers: {},
  isComplete: false,
  photoAnalysis: null,
  questionnaireId: null,
};

/**
 * Whether the questionnaire page shows its first question with nothing answered: what its
 * pre-rendered HTML shows (issue 22). Otherwise the app renders the page afresh over that HTML.
 */
export function showsFirstQuestion(state: QuestionnaireState): boolean {
  return (
    state.currentSectionIndex === 0 &&
    state.currentQuestionIndex === 0 &&
    !state.isComplete &&
    Object.keys(state.answers).length === 0
  );
}

export type Action =
  | { type: 'saveAnswer'; questionId: string; value: string | string[] }
  | { type: 'next'; sections: Section[] }
  | { type: 'previous'; sections: Section[] }
  | { type: 'nextSection'; sections: Section[] }
  | { type: 'previousSection'; sections: Section[] }
  | { type: 'complete' }
  | { type: 'reset' }
  | { type: 'savePhotoAnalysis'; photoId: string }
  | { type: 'setQuestionnaireId'; id: string };

export function reducer(state: QuestionnaireState, action: Action): QuestionnaireState {
  switch (action.type) {
    case 'saveAnswer':
      return { ...state, answers: { ...state.answers, [action.questionId]: action.value } };
    case 'next': {
      const section = action.sections[state.currentSectionIndex];
      if (!section) return state;
      if (state.currentQuestionIndex < section.questions.length - 1) {
        return { ...state, currentQuestionIndex: state.currentQuestionIndex + 1 };
      }
      if (state.currentSectionIndex < action.sections.length - 1) {
        return { ...state, currentSectionIndex: state.currentSectionIndex + 1, currentQuestionIndex: 0 };
      }
      return state; // at the very end it stays
    }
    case 'previous': {
      if (state.currentQuestionIndex > 0) return { ...state, currentQuestionIndex: state.currentQuestionIndex - 1 };
      if (state.currentSectionIndex > 0) {
        const previous = action.sections[state.currentSectionIndex - 1];
        return {
          ...state,
          currentSectionIndex: state.currentSectionIndex - 1,
          currentQuestionIndex: Math.max(0, (previous?.questions.length ?? 1) - 1),
        };
      }
      return state; // at the start it stays
    }
    case 'nextSection':
      return state.currentSectionIndex < action.sections.length - 1
        ? { ...state, currentSectionIndex: state.currentSectionIndex + 1, currentQuestionIndex: 0 }
        : state;
    case 'previousSection':
      return state.currentSectionIndex > 0
        ? { ...state, currentSectionIndex: state.currentSectionIndex - 1, currentQuestionIndex: 0 }
        : state;
    case 'complete':
      return { ...state, isComplete: true };
    case 'reset':
      return initialState;
    case 'savePhotoAnalysis':
      return { ...state, photoAnalysis: { photoId: action.photoId } };
    case 'setQuestionnaireId':
      return { ...state, questionnaireId: action.id };
  }
}

export function loadState(): QuestionnaireState {
  const raw = safeStorage.get(STORAGE_KEYS.questionnaire);
  if (!raw) return initialState;
  try {
    const parsed = JSON.parse(raw) as Partial<QuestionnaireState>;
    return {
      ...initialState,
      ...parsed,
      answers: typeof parsed.answers === 'object' && parsed.answers !== null ? parsed.answers : {},
    };
  } catch {
    return initialState;
  }
}

export function saveState(state: QuestionnaireState): void {
  safeStorage.set(STORAGE_KEYS.questionnaire, JSON.stringify(state));
}

/** The translated copy has four sections; the working data has one (spec section 2). */
export function sectionsFor(questions: SurveyQuestion[]): Section[] {
  if (questions.length === 0) {
    return [
      {
        id: 'assessment',
        titleKey: 'questionnaire.fallback.title',
        descriptionKey: 'questionnaire.fallback.description',
        questions: [],
      },
    ];
  }
  return [
    {
      id: 'all-questions',
      titleKey: 'questionnaire.section.title',
      descriptionKey: 'questionnaire.section.description',
      questions,
    },
  ];
}

/** Questions passed before the current one, over all sections. */
export function questionsPassed(state: QuestionnaireState, sections: Section[]): number {
  return (
    sections.slice(0, state.currentSectionIndex).reduce((n, s) => n + s.questions.length, 0) +
    state.currentQuestionIndex
  );
}
