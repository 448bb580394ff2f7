export * from './locales.ts';
export * from './constants.ts';
export * from './routes.ts';
export * from './api.ts';
export * from './questionnaire.ts';
export * from './recommendation.ts';
export * from './photo-quality.ts';
export * from './statistics.ts';
