import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightGains, readFixture } from '../test/photo-variants.ts';
import { expectSuccess } from '../test/results.ts';
import { colourNoise, SCLERA_CORRELATION } from './illuminant.ts';
import { createVisionAnalyzer, type VisionAnalyzer, type VisionSuccess } from './index.ts';
import { seededRandom } from '@skinsight/shared/seeded-random';

/**
 * The light changes between two selfies of one person: a warmer lamp, a camera that balances
 * white a little differently, a darker room. Such changes are gains on the linear-light channels.
 */
const underLight = lightGains;

const measured = (result: VisionSuccess, id: string) => result.measurements.find((m) => m.id === id)!.value;

let analyzer: VisionAnalyzer;
beforeAll(async () => {
  analyzer = await createVisionAnalyzer();
}, 60_000);
afterAll(() => analyzer?.close());

describe('colour measured in the light of the whites of the eyes', () => {
  const face = readFixture('astronaut.png');

  it('reads the light from the sclera and reports it', async () => {
    const result = expectSuccess(await analyzer.analyze(face));
    expect(result.quality.light).not.toBeNull();
    expect(result.quality.light!.scleraPixels).toBeGreaterThan(100);
  });

  it('keeps skin tone and redness when the light is warmer, cooler, brighter or darker', async () => {
    const reference = expectSuccess(await analyzer.analyze(face));
    // Without the correction, 5 % more red lowered the redness score by 7 and the cool window
    // raised ITA by 10°.
    const lights: [string, [number, number, number]][] = [
      ['10 % brighter', [1.1, 1.1, 1.1]],
      ['10 % darker', [0.9, 0.9, 0.9]],
      ['5 % more red', [1.05, 1, 1]],
      ['5 % less red', [0.95, 1, 1]],
      ['5 % more blue', [1, 1, 1.05]],
      ['5 % less blue', [1, 1, 0.95]],
      ['a slightly warmer lamp', [1.05, 1, 0.92]],
      ['a cool window', [0.9, 1, 1.15]],
    ];
    for (const [name, gains] of lights) {
      const result = expectSuccess(await analyzer.analyze(await underLight(face, gains)));
      expect(result.ita.band, name).toBe(reference.ita.band);
      expect(Math.abs(result.ita.angle - reference.ita.angle), name).toBeLessThan(3);
      expect(
        Math.abs(measured(result, 'redness_a_star_cheeks') - measured(reference, 'redness_a_star_cheeks')),
        name,
      ).toBeLessThan(1);
      expect(Math.abs(result.scores.redness! - reference.scores.redness!), name).toBeLessThanOrEqual(3);
      // The estimate follows the change: a darker photo reads as needing more light.
      expect(result.quality.light!.exposure, name).toBeCloseTo(
        reference.quality.light!.exposure / Math.cbrt(gains[0] * gains[1] * gains[2]),
        1,
      );
    }
  }, 60_000);

  it('does not trust a strong cast: it leaves the colour as taken rather than guess', async () => {
    // A strongly coloured "sclera" is more often the wrong pixels (a narrowed eye, the skin beside
    // it) than light that coloured: measured on 41 studio portraits, trusting it put dark skin in
    // the lightest band (decision 022).
    const warm = expectSuccess(await analyzer.analyze(await underLight(face, [1.1, 1, 0.8])));
    expect(warm.quality.light!.castPercent).toBeGreaterThan(40);
    expect(warm.quality.light!.trust).toBe(0);
    expect(warm.quality.light!.gains).toEqual([1, 1, 1]);
  }, 60_000);
});

describe('how precisely the light was read', () => {
  /** n sclera pixels whose red-green and blue-green log ratios scatter by `spread` (normal). */
  const sclera = (n: number, spread: number, seed = 7) => {
    const random = seededRandom(seed);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    return Array.from({ length: n }, () => ({
      r: 0.5 * Math.exp(spread * normal()),
      g: 0.5,
      b: 0.5 * Math.exp(spread * normal()),
    }));
  };

  it('is the standard error of a median ratio: the pixels’ spread over the root of their number', () => {
    // Red against blue scatters by √2 × 0.05 and is the largest pair.
    const expected = ((1.2533 * Math.SQRT2 * 0.05) / Math.sqrt(400)) * SCLERA_CORRELATION;
    expect(colourNoise(sclera(400, 0.05))).toBeCloseTo(expected, 2);
    // Four times the pixels, half the noise; a colourless sclera read exactly, none.
    expect(colourNoise(sclera(1600, 0.05)) / colourNoise(sclera(400, 0.05))).toBeCloseTo(0.5, 1);
    expect(colourNoise(sclera(400, 0))).toBe(0);
  });

  it('is larger for the same face farther away, whose whites of the eyes are fewer pixels', async () => {
    const face = readFixture('astronaut.png');
    const nearResult = expectSuccess(await analyzer.analyze(face));
    const farPhoto = await sharp(face).resize({ width: 448 }).png().toBuffer();
    const farResult = expectSuccess(await analyzer.analyze(farPhoto));
    const [near, far] = [nearResult.quality.light!, farResult.quality.light!];
    expect(near.colourNoise).toBeGreaterThan(0);
    // `scleraPixels` counts pixels at the measurement's scale, the same for both: the photo's own
    // pixels per mm say how many it held.
    expect(farResult.quality.ruler.pxPerMm).toBeLessThan(nearResult.quality.ruler.pxPerMm * 0.9);
    expect(far.colourNoise).toBeGreaterThan(near.colourNoise);
  });
});
