import { describe, expect, it } from 'vitest';
import { recommendationJsonSchema } from '@skinsight/shared/recommendation';
import { proAnalysis } from './pro-analysis.ts';
import { recommend } from './recommend.ts';
import { baseAnswers, typicalPhoto } from './test-data.ts';

const analyse = (
  answers = baseAnswers(),
  photo: ReturnType<typeof typicalPhoto> | null = null,
  locale: 'en' | 'es' = 'en',
) => {
  const recommendation = recommendationJsonSchema.parse(recommend({ answers, photo, locale }));
  return proAnalysis({ recommendation, answers, locale, answerText: (_q, key) => `«${key}»` });
};

describe('the Pro analysis', () => {
  it('says every score is estimated from the answers when there is no photo', () => {
    const { metrics } = analyse();
    expect(metrics.map((m) => m.basis)).toEqual(['answers', 'answers', 'answers', 'answers']);
    expect(metrics[0]?.detail).toMatch(/Add a photo/);
  });

  it('rests barrier, lines and pigmentation on the photo when there is one, never collagen', () => {
    const { metrics } = analyse(baseAnswers(), typicalPhoto());
    expect(metrics.map((m) => m.basis)).toEqual(['photo', 'answers', 'photo', 'photo']);
  });

  it('lowers the collagen estimate for what wears collagen down', () => {
    const collagen = (overrides: Record<string, string>) =>
      analyse(
        baseAnswers({
          age: '30',
          smoking: 'no',
          sunExposure: 'rarely',
          sunscreenUse: 'every_day',
          sleep: '7_8h',
          ...overrides,
        }),
      ).metrics[1]?.score ?? 0;
    const base = collagen({});
    expect(collagen({ age: '60' })).toBeLessThan(base);
    expect(collagen({ smoking: 'daily' })).toBeLessThan(base);
    expect(collagen({ sunExposure: 'daily', sunscreenUse: 'never' })).toBeLessThan(
      collagen({ sunExposure: 'daily', sunscreenUse: 'every_day' }),
    );
    expect(collagen({ sleep: 'under_5h' })).toBeLessThan(base);
  });

  it('shows the answers behind the estimate in their own words and writes in the assessment language', () => {
    const { metrics } = analyse(baseAnswers({ smoking: 'daily' }), null, 'es');
    expect(metrics[1]?.evidence).toContainEqual({ label: 'Tabaco', value: '«daily»' });
    expect(metrics[1]?.detail).toMatch(/estimación/);
  });
});
