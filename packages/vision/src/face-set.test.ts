import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_SET, readFacePhoto } from '../test/face-set.ts';
import { createVisionAnalyzer, type VisionAnalyzer } from './index.ts';

let analyzer: VisionAnalyzer;

beforeAll(async () => {
  analyzer = await createVisionAnalyzer();
}, 60_000);

afterAll(async () => {
  await analyzer?.close();
});

// Only acceptance is asserted: the measured ITA band is known to miss the judged band on photos
// with a colour cast (decision 020), and that is for the analysis work to fix, not for this list.
describe('the real-face set', () => {
  it.each(FACE_SET)('analyses $person ($file) instead of refusing it', async (photo) => {
    const result = await analyzer.analyze(readFacePhoto(photo));
    expect(result.ok ? 'accepted' : `${result.reason}: ${result.detail}`).toBe('accepted');
  });
});
