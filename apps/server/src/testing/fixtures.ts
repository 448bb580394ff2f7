import type { Answers } from '@skinsight/shared';

/** A complete, valid set of answers to the 16 questions. */
export const VALID_ANSWERS: Answers = {
  gender: 'female',
  location: '  Vienna ',
  age: '34',
  skinType: 'combination',
  skinConcerns: ['enlarged_pores', 'redness'],
  sunExposure: 'regularly',
  sunscreenUse: 'when_sunny',
  smoking: 'no',
  alcoholConsumption: 'occasionally',
  waterIntake: '1_2l',
  sleep: '7_8h',
  diet: 'balanced',
  skincareRoutine: 'one_of_them',
  screenTime: '3_6h',
  stressLevel: 'moderate',
  familyHistory: 'not_sure',
};
