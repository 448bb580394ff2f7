/**
 * The live guide says what the server says after its gate refused a photo: for each of the gate's
 * reasons, the guide's text in every language is the end of the message the engine writes into
 * the result for that reason (after '… so this result is based on your answers.'), word for word.
 */
import { describe, expect, it } from 'vitest';
import { recommend } from '@skinsight/engine';
import { baseAnswers } from '@skinsight/engine/test-data';
import { LOCALES } from '@skinsight/shared/locales';
import { QUALITY_REASONS } from '@skinsight/shared/photo-quality';
import de from '../../locales/de/ui.json';
import en from '../../locales/en/ui.json';
import es from '../../locales/es/ui.json';
import fr from '../../locales/fr/ui.json';

const UI = { en, de, fr, es };

describe('the camera guide’s texts', () => {
  it.each(LOCALES)('are the gate’s reasons in %s', (locale) => {
    const guide = UI[locale].photo.camera.guide as Record<string, string>;
    const gateReasons = Object.keys(guide).filter((key) => (QUALITY_REASONS as readonly string[]).includes(key));
    expect(gateReasons.length).toBeGreaterThanOrEqual(9);
    for (const reason of gateReasons) {
      const server = recommend({ answers: baseAnswers(), locale, photo: null, photoIssue: { reason } }).photo_issue;
      expect(server?.reason).toBe(reason);
      expect(server?.message.endsWith(` ${guide[reason]}`), `${locale} ${reason}`).toBe(true);
    }
  });
});
