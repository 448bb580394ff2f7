import { createVisionAnalyzer, type VisionAnalyzer, type VisionResult, type VisionSuccess } from '../src/index.ts';

/** The analysis of a photo the test expects to be accepted; a refusal fails the test with its reason. */
export function expectSuccess(result: VisionResult): VisionSuccess {
  if (!result.ok) throw new Error(`expected an analysis, got ${result.reason}: ${result.detail}`);
  return result;
}

/** A result without its wall-clock timings, the one part that differs between two runs. */
export function withoutTimings(result: VisionResult) {
  if (!result.ok) return result;
  const { timingsMs: _timings, ...rest } = result;
  return rest;
}

/**
 * One analyzer for a test file, and each face's own analysis made once however many tests compare
 * against it. Call in the file's top level: it registers the analyzer's start and close.
 */
export function sharedAnalyzer(
  hooks: {
    beforeAll: (fn: () => Promise<void>, timeout?: number) => void;
    afterAll: (fn: () => Promise<void> | void) => void;
  },
  timeout: number,
) {
  let analyzer: VisionAnalyzer | undefined;
  const bases = new Map<string, Promise<VisionSuccess>>();
  hooks.beforeAll(async () => {
    analyzer = await createVisionAnalyzer();
  }, timeout);
  hooks.afterAll(() => analyzer?.close());
  const get = () => {
    if (!analyzer) throw new Error('the analyzer is not started yet');
    return analyzer;
  };
  return {
    analyze: (photo: Buffer) => get().analyze(photo),
    /** The accepted analysis of a face's own photo, made once per file. */
    base(file: string, photo: Buffer): Promise<VisionSuccess> {
      if (!bases.has(file)) bases.set(file, get().analyze(photo).then(expectSuccess));
      return bases.get(file)!;
    },
  };
}
