import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_SET, readFacePhoto } from '../test/face-set.ts';
import { farAway, lightGains, readFixture, shadowSide, sideLight, twoPeople } from '../test/photo-variants.ts';
import {
  createVisionAnalyzer,
  QUALITY_REASONS,
  QUALITY_THRESHOLDS,
  VISION_VERSION,
  type QualityReason,
  type VisionAnalyzer,
} from './index.ts';
import {
  confidenceByKind,
  geometryRefusal,
  overallConfidence,
  pixelRefusal,
  textureKindConfidence,
  type FaceGeometry,
  type SkinExposure,
} from './quality.ts';

const SLOW = 60_000;
const face = readFixture('astronaut.png');

let analyzer: VisionAnalyzer;

beforeAll(async () => {
  analyzer = await createVisionAnalyzer();
}, SLOW);

afterAll(async () => {
  await analyzer?.close();
});

async function expectRefusal(photo: Buffer, reason: QualityReason) {
  const result = await analyzer.analyze(photo);
  if (result.ok) throw new Error(`expected ${reason}, the photo was analysed`);
  expect(result.reason).toBe(reason);
  expect(QUALITY_REASONS).toContain(result.reason);
  expect(result.version).toBe(VISION_VERSION);
  expect(result.detail.length).toBeGreaterThan(5);
  return result;
}

describe('the quality gate refuses photos it cannot measure, with a reason', () => {
  it(
    'a cat: no face',
    async () => {
      await expectRefusal(readFixture('cat-no-face.png'), 'no_face');
    },
    SLOW,
  );

  it(
    'a cup of coffee: no face',
    async () => {
      await expectRefusal(readFixture('coffee-no-face.png'), 'no_face');
    },
    SLOW,
  );

  it(
    'a picture saved at JPEG quality 4 whose grid could hide a face: too compressed; at quality 30, no face',
    async () => {
      const coffee = readFixture('coffee-no-face.png');
      const crushed = await sharp(coffee).jpeg({ quality: 4 }).toBuffer();
      const refused = await expectRefusal(crushed, 'too_compressed');
      expect(refused.detail).toMatch(/^no face found, and the JPEG block grid/);
      await expectRefusal(await sharp(coffee).jpeg({ quality: 30 }).toBuffer(), 'no_face');
    },
    SLOW,
  );

  it(
    'a darkened copy: too dark',
    async () => {
      await expectRefusal(await sharp(face).linear(0.2, 0).png().toBuffer(), 'too_dark');
    },
    SLOW,
  );

  it(
    'a black picture: too dark rather than no face',
    async () => {
      const black = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#050505' } })
        .png()
        .toBuffer();
      await expectRefusal(black, 'too_dark');
    },
    SLOW,
  );

  it(
    'an overexposed copy: too bright',
    async () => {
      await expectRefusal(await sharp(face).linear(1.6, 30).png().toBuffer(), 'too_bright');
    },
    SLOW,
  );

  it(
    'light from one side: measured, without shine and with less colour confidence',
    async () => {
      const original = await analyzer.analyze(face);
      const result = await analyzer.analyze(await sideLight(face, 512, 512));
      if (!result.ok || !original.ok) throw new Error('expected both to be analysed');
      expect(result.quality.cheekDifferenceStops).toBeGreaterThan(QUALITY_THRESHOLDS.maxCheekStopsForShine);
      expect(result.scores.shine).toBeNull();
      expect(result.measurements.some((m) => m.id.startsWith('shine_'))).toBe(false);
      expect(result.quality.confidenceByKind.colour).toBeLessThan(0.5);
      // Redness is a ratio of red to green: the shadow cancels.
      expect(Math.abs(result.scores.redness! - original.scores.redness!)).toBeLessThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'refuses the same side light however dark the skin reads (a limit in stops, decision 061)',
    async () => {
      const jesper = readFacePhoto(FACE_SET.find((f) => f.file === 'faces/kphotoalbum-jesper.jpg')!);
      // The photo 1.5 stops darker reads as a darker skin does (skin L* 39 against 62), and the same
      // light moves it less: two stops of side light part its cheeks by 23 L*, the photo as taken's
      // by 32. The limit of 24 L* let the darker through.
      const darker = await lightGains(jesper, [0.35, 0.35, 0.35]);
      for (const photo of [jesper, darker]) {
        const even = await analyzer.analyze(photo);
        if (!even.ok) throw new Error(`expected the evenly lit photo to be analysed: ${even.reason}`);
        expect(even.quality.cheekDifferenceStops).toBeLessThan(QUALITY_THRESHOLDS.maxCheekStopsForShine);
        const [x, , w] = even.face.box;
        await expectRefusal(await shadowSide(photo, [x + 0.4 * w, x + 0.55 * w], 0.25), 'uneven_light');
      }
    },
    SLOW,
  );

  it(
    'strong light from one side: uneven light',
    async () => {
      await expectRefusal(await sideLight(face, 512, 512, 1), 'uneven_light');
    },
    SLOW,
  );

  it(
    'a heavily blurred copy: too blurry',
    async () => {
      await expectRefusal(await sharp(face).blur(3).png().toBuffer(), 'too_blurry');
    },
    SLOW,
  );

  it(
    'two people: multiple faces',
    async () => {
      await expectRefusal(await twoPeople(face), 'multiple_faces');
    },
    SLOW,
  );

  it(
    'a face far from the camera: too small',
    async () => {
      await expectRefusal(await farAway(face, 380, 1024), 'face_too_small');
    },
    SLOW,
  );

  it(
    'a face far away in a large photo: too small, not missing',
    async () => {
      // About 22 px between the eye corners in a 1600 px photo: too small to find in the first,
      // 640 px look; the larger search finds it, and the person hears why it cannot be used.
      const small = await sharp(face).resize(200).png().toBuffer();
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a8f96' } })
        .composite([{ input: small, left: 700, top: 300 }])
        .jpeg()
        .toBuffer();
      await expectRefusal(photo, 'face_too_small');
    },
    SLOW,
  );

  it(
    'a photo lying on its side or upside down is measured upright, in its own coordinates',
    async () => {
      const upright = await analyzer.analyze(face);
      if (!upright.ok) throw new Error(upright.reason);
      for (const degrees of [90, 180, 270]) {
        const turned = await analyzer.analyze(await sharp(face).rotate(degrees).png().toBuffer());
        if (!turned.ok) throw new Error(`${degrees}°: refused ${turned.reason} (${turned.detail})`);
        expect(turned.turnedDeg, `${degrees}°`).toBe((360 - degrees) % 360);
        expect(turned.scores, `${degrees}°`).toEqual(upright.scores);
        // The face box lies where the face is in the turned photo (512 x 512: the box turns about the centre).
        const [x, y, w, h] = upright.face.box;
        const centre = [x + w / 2 - 256, y + h / 2 - 256];
        const expected =
          degrees === 90
            ? [-centre[1]!, centre[0]!]
            : degrees === 180
              ? [-centre[0]!, -centre[1]!]
              : [centre[1]!, -centre[0]!];
        const [tx, ty, tw, th] = turned.face.box;
        expect(Math.abs(tx + tw / 2 - 256 - expected[0]!), `${degrees}°`).toBeLessThan(3);
        expect(Math.abs(ty + th / 2 - 256 - expected[1]!), `${degrees}°`).toBeLessThan(3);
      }
    },
    SLOW,
  );

  it(
    'a face on its side held at a slant, which the detector reads as rolled less than it is, is measured upright',
    async () => {
      // Jesper turned 100° and 250°: the detector read a roll short of a quarter turn, the face
      // was fitted sideways and refused as turned away (vision 1.17.0 and before).
      const jesper = readFacePhoto(FACE_SET.find((f) => f.file === 'faces/kphotoalbum-jesper.jpg')!);
      const upright = await analyzer.analyze(jesper);
      if (!upright.ok) throw new Error(upright.reason);
      for (const degrees of [100, 250]) {
        const photo = await sharp(jesper).rotate(degrees, { background: '#808080' }).png().toBuffer();
        const turned = await analyzer.analyze(photo);
        if (!turned.ok) throw new Error(`${degrees}°: refused ${turned.reason} (${turned.detail})`);
        expect([90, 180, 270], `${degrees}°`).toContain(turned.turnedDeg);
        for (const [id, score] of Object.entries(upright.scores)) {
          const other = turned.scores[id as keyof typeof upright.scores];
          if (score === null) expect(other, `${degrees}° ${id}`).toBeNull();
          else expect(Math.abs(other! - score), `${degrees}° ${id}`).toBeLessThanOrEqual(3);
        }
      }
    },
    SLOW,
  );

  it(
    'half the face outside the picture: cut off',
    async () => {
      await expectRefusal(
        await sharp(face).extract({ left: 200, top: 0, width: 312, height: 512 }).png().toBuffer(),
        'face_cut_off',
      );
    },
    SLOW,
  );

  it(
    'a black-and-white copy: no colour to measure',
    async () => {
      await expectRefusal(await sharp(face).greyscale().png().toBuffer(), 'no_colour');
    },
    SLOW,
  );

  it(
    'bytes that are no image, or a document rather than a photo: unreadable',
    async () => {
      await expectRefusal(Buffer.from('definitely not a photo'), 'unreadable_image');
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
      );
      await expectRefusal(svg, 'unreadable_image');
    },
    SLOW,
  );

  it(
    'keeps working after a refusal',
    async () => {
      await expectRefusal(Buffer.alloc(0), 'unreadable_image');
      const result = await analyzer.analyze(face);
      expect(result.ok).toBe(true);
    },
    SLOW,
  );
});

describe('quality thresholds', () => {
  const frontal: FaceGeometry = { faceWidths: [300], eyeSpanPx: 150, yawDeg: 2, pitchDeg: 5, regionOutsidePhoto: null };
  const wellLit: SkinExposure = {
    skinMedianL: 62,
    skinChroma: 18,
    faceP99L: 85,
    clippedPercent: 0.5,
    channelClippedPercent: 1,
    cheekDifferenceStops: 0.2,
    litCheekL: 63,
  };

  it('passes a frontal, well-lit, sharp face', () => {
    expect(geometryRefusal(frontal)).toBeNull();
    expect(pixelRefusal(wellLit, 0.5)).toBeNull();
    const kinds = confidenceByKind(frontal, wellLit, 0.5, { trust: 1 }, { pxPerMm: 4, minPxPerMm: 2 });
    expect(kinds).toEqual({ colour: 1, texture: 1, geometry: 1 });
    expect(overallConfidence(kinds, true)).toBe(1);
  });

  it('trusts each texture kind from none at the resolution it needs to full at twice it (decision 075)', () => {
    // None at the limit: a photo measured in one copy and not in the next weighs nothing either way.
    expect(textureKindConfidence(2, 2, 0.5)).toBe(0);
    expect(textureKindConfidence(3, 2, 0.5)).toBeCloseTo(0.5);
    expect(textureKindConfidence(4, 2, 0.5)).toBe(1);
    // Texture needs less resolution than pores: the same photo trusts it more.
    expect(textureKindConfidence(2.3, 1 / 0.9, 0.5)).toBe(1);
    expect(textureKindConfidence(2.2, 2, 0.5)).toBeCloseTo(0.1);
    // And a soft focus lowers every kind.
    expect(textureKindConfidence(4, 2, QUALITY_THRESHOLDS.minSharpness)).toBe(0);
  });

  it.each([
    [{ yawDeg: QUALITY_THRESHOLDS.maxYawDeg + 1 }, 'face_turned'],
    [{ yawDeg: -(QUALITY_THRESHOLDS.maxYawDeg + 1) }, 'face_turned'],
    [{ pitchDeg: QUALITY_THRESHOLDS.maxPitchDeg + 1 }, 'face_turned'],
    [{ eyeSpanPx: QUALITY_THRESHOLDS.minEyeSpanPx - 1 }, 'face_too_small'],
    [{ regionOutsidePhoto: 'chin' as const }, 'face_cut_off'],
    [{ faceWidths: [300, 160] }, 'multiple_faces'],
    [{ faceWidths: [] }, 'no_face'],
  ] as const)('refuses %j as %s', (change, reason) => {
    expect(geometryRefusal({ ...frontal, ...change })?.reason).toBe(reason);
  });

  it('ignores a much smaller face in the background', () => {
    expect(geometryRefusal({ ...frontal, faceWidths: [300, 100] })).toBeNull();
  });

  it('accepts the darkest and the lightest skin tones in good light', () => {
    // Very dark skin (ITA below -30) photographs at about L* 25-35; very light at about 70-75.
    expect(pixelRefusal({ ...wellLit, skinMedianL: 27, skinChroma: 12, faceP99L: 70 }, 0.5)).toBeNull();
    expect(pixelRefusal({ ...wellLit, skinMedianL: 76, faceP99L: 95 }, 0.5)).toBeNull();
  });

  it.each([
    [{ skinMedianL: 15 }, 'too_dark'],
    [{ faceP99L: 30 }, 'too_dark'],
    [{ skinMedianL: 93 }, 'too_bright'],
    [{ clippedPercent: 30 }, 'too_bright'],
    // A dark skin three stops over (M001137 of the face set): lit as a lighter skin, its highlights
    // white and its red channel cut off on a third of it (decision 065).
    [{ skinMedianL: 72, faceP99L: 100, clippedPercent: 1.5, channelClippedPercent: 36.5 }, 'too_bright'],
    [{ cheekDifferenceStops: 1.6 }, 'uneven_light'],
    [{ skinChroma: 1 }, 'no_colour'],
  ] as const)('refuses %j as %s', (change, reason) => {
    expect(pixelRefusal({ ...wellLit, ...change }, 0.5)?.reason).toBe(reason);
  });

  it('lets a blown colour channel through where the highlights are not white, and white highlights alone', () => {
    // A light skin 10 % brighter (B001243): its red channel at the top on most of the skin, its
    // redness within a point of the photo as taken; highlights white on a well-exposed photo.
    expect(pixelRefusal({ ...wellLit, skinMedianL: 82, faceP99L: 90, channelClippedPercent: 68.5 }, 0.5)).toBeNull();
    expect(pixelRefusal({ ...wellLit, skinMedianL: 69, faceP99L: 100, channelClippedPercent: 0.6 }, 0.5)).toBeNull();
  });

  it('tells a face half in deep shadow that the light is uneven, not too dark, when its lit side has light enough', () => {
    const sideLit = { ...wellLit, skinMedianL: 18, litCheekL: 34, cheekDifferenceStops: 2.4 };
    expect(pixelRefusal(sideLit, 0.5)?.reason).toBe('uneven_light');
    // Both sides too dark, or the face's brightest parts dark: more light is the answer first.
    expect(pixelRefusal({ ...sideLit, litCheekL: 18 }, 0.5)?.reason).toBe('too_dark');
    expect(pixelRefusal({ ...sideLit, faceP99L: 30 }, 0.5)?.reason).toBe('too_dark');
    expect(pixelRefusal({ ...sideLit, cheekDifferenceStops: 0.4 }, 0.5)?.reason).toBe('too_dark');
  });

  it('refuses a blurred face', () => {
    expect(pixelRefusal(wellLit, QUALITY_THRESHOLDS.minSharpness - 0.01)?.reason).toBe('too_blurry');
  });

  it('trusts a photo less the closer it comes to a threshold, in the kind of measurement it concerns', () => {
    const light = { trust: 1 };
    const sharp = { pxPerMm: 4, minPxPerMm: 2 };
    const small = confidenceByKind({ ...frontal, eyeSpanPx: 60 }, wellLit, 0.5, light, sharp);
    const turned = confidenceByKind({ ...frontal, yawDeg: 18 }, wellLit, 0.5, light, sharp);
    const sideLit = confidenceByKind(frontal, { ...wellLit, cheekDifferenceStops: 0.8 }, 0.5, light, sharp);
    const soft = confidenceByKind(frontal, wellLit, QUALITY_THRESHOLDS.minSharpness * 1.1, light, sharp);
    const coarse = confidenceByKind(frontal, wellLit, 0.5, light, { pxPerMm: 2, minPxPerMm: 2 });
    expect(small.geometry).toBeLessThan(0.3);
    expect(turned.geometry).toBeLessThan(0.5);
    expect([sideLit.colour, sideLit.texture, sideLit.geometry]).toEqual([expect.closeTo(0.7, 3), 1, 1]);
    expect(soft.texture).toBeLessThan(0.3);
    expect([soft.colour, soft.geometry]).toEqual([1, 1]);
    expect(coarse.texture).toBeLessThan(0.3);
  });

  it('trusts colour less when the light could not be read from the eyes', () => {
    const read = confidenceByKind(frontal, wellLit, 0.5, { trust: 1 }, null);
    const half = confidenceByKind(frontal, wellLit, 0.5, { trust: 0.5 }, null);
    const unread = confidenceByKind(frontal, wellLit, 0.5, null, null);
    expect(read.colour).toBe(1);
    expect(half.colour).toBeCloseTo(0.8);
    expect(unread.colour).toBeCloseTo(0.6);
    // No texture measurable: texture confidence 0, which the overall confidence leaves out.
    expect(unread.texture).toBe(0);
    expect(overallConfidence(unread, false)).toBeCloseTo(0.6);
  });
});
