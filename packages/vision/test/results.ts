import type { VisionResult, VisionSuccess } from '../src/index.ts';

/** The analysis of a photo the test expects to be accepted; a refusal fails the test with its reason. */
export function expectSuccess(result: VisionResult): VisionSuccess {
  if (!result.ok) throw new Error(`expected an analysis, got ${result.reason}: ${result.detail}`);
  return result;
}
