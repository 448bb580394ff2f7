/**
 * Business constants from the product specification (section 9 and the flows of section 4),
 * kept in one place so that the web app, the server and the tests agree.
 */
export const SPEC = {
  minimumAge: 16,
  maxPhotoBytes: 5 * 1024 * 1024,
  questionCount: 16,
  answerAdvanceDelayMs: 500,
  selectThresholdOptions: 5,
  simulatedPhotoAnalysisMs: 2000,
  signupRedirectDelayMs: 1000,
  sessionRecheckDelayMs: 3000,
  signupPolling: { attempts: 20, intervalMs: 3000, messagesAt: [5, 10, 15] },
  resultsPolling: { attempts: 40, intervalMs: 3000 },
  resultsProgress: { start: 10, max: 90, durationMs: 120_000 },
  scoreBands: { green: 80, yellow: 60, orange: 40 },
  defaultTargetScore: 80,
  /** The marketing copy's "8-week target", counted from a person's first assessment (decision 035). */
  targetWeeks: 8,
  slider: { start: 50, keyboardStep: 2, min: 0, max: 100 },
  toast: { limit: 1, durationMs: 5000, swipeThreshold: 50 },
  faqEntries: 12,
  shippingCents: 599,
  copyrightYear: 2025,
} as const;
