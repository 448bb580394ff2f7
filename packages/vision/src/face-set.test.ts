import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_SET, readFacePhoto } from '../test/face-set.ts';
import { lightGains } from '../test/photo-variants.ts';
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

  // A dim room or a bright window behind: the face's highlights say the photo may have lacked
  // light, and the skin tone it names reaches the band of the photo with its light (decision 063).
  it.each(FACE_SET)('names the skin tone of $person as taken on the same photo with half the light', async (photo) => {
    const asTaken = await analyzer.analyze(readFacePhoto(photo));
    const dim = await analyzer.analyze(await lightGains(readFacePhoto(photo), [0.5, 0.5, 0.5]));
    if (!asTaken.ok || !dim.ok) throw new Error('both photos are measured');
    expect(dim.ita.bands).toContain(asTaken.ita.band);
  });
});
