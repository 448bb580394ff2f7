import { describe, expect, it } from 'vitest';
import { findUnstorableText, NESTING_MAX_DEPTH, TEXT_MAX_LENGTH, textProblem } from './storable-text.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('storable text', () => {
  it('accepts every language and emoji, up to the length limit', () => {
    for (const text of [
      '',
      'Grüße aus Köln',
      'Ça va, señor?',
      '東京の肌と気候',
      '피부',
      'مرحبا',
      '🙂🧴👩🏽‍🔬',
      'a\tb\nc',
      'x'.repeat(TEXT_MAX_LENGTH),
    ]) {
      expect(textProblem(text), text.slice(0, 20)).toBeNull();
    }
  });

  it('refuses NUL, lone surrogates of either half, and over-long text', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    for (const text of ['\ud800', 'x\udc00y', '\udfff\ud800', 'ok 🙂'.slice(0, 4), '🙂'.slice(1)]) {
      expect(textProblem(text), JSON.stringify(text)).toMatch(/surrogate/);
    }
    expect(textProblem('x'.repeat(TEXT_MAX_LENGTH + 1))).toMatch(/at most/);
    expect(textProblem('abcd', 3)).toMatch(/at most 3/);
  });

  it('finds every refused string in a parsed body, keys included, with its path', () => {
    const body = JSON.parse(
      '{"name":"ok","items":[{"note":"a\\u0000"},"\\ud83d"],"x\\udc00":1,"meta":{"deep":{"fine":"ü"}}}',
    );
    expect(findUnstorableText(body).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'items.0.note', message: expect.stringMatching(/NUL/) },
      { path: 'items.1', message: expect.stringMatching(/surrogate/) },
      { path: 'x\ufffd', message: expect.stringMatching(/^name .*surrogate/) },
    ]);
    expect(findUnstorableText({ lang: 'de', keep: ['true'] })).toEqual([]);
    expect(findUnstorableText('plain')).toEqual([]);
    expect(findUnstorableText(42)).toEqual([]);
  });

  it('refuses a __proto__ key, which names no field and would set a prototype when copied', () => {
    expect(findUnstorableText(JSON.parse('{"a":{"__proto__":{"admin":true}}}'))).toEqual([
      { path: 'a.__proto__', message: 'name must not be __proto__' },
    ]);
  });

  it('refuses hostile nesting without exhausting the stack', () => {
    expect(findUnstorableText(nested(NESTING_MAX_DEPTH))).toEqual([]);
    expect(findUnstorableText(nested(NESTING_MAX_DEPTH + 1))).toEqual([
      { path: expect.any(String), message: expect.stringMatching(/nested/) },
    ]);
    expect(findUnstorableText(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toHaveLength(1);
  });

  it('stops collecting after a limit, however many strings are refused', () => {
    expect(findUnstorableText(Array.from({ length: 10_000 }, () => '\u0000'))).toHaveLength(20);
  });
});
