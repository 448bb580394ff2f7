/**
 * zod for the shared schemas, set up once. Without `jitless`, zod's first object parse probes
 * whether `new Function` is allowed; under the browser's strict Content-Security-Policy (no
 * 'unsafe-eval') the probe is refused and reported as a policy violation, although zod catches
 * it. The schemas parse the same way without it.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };

/** The schemas not built yet, each as the function that builds it. */
const unbuilt = new Set<() => unknown>();

/**
 * A schema built the first time it is used, not when its module is evaluated (decision 036,
 * addendum). Building every schema of the API took a page's module evaluation 40-60 ms of CPU
 * in one task on a slowed phone, for schemas the page mostly never parses with. In a browser
 * the rest are built while it is idle, a few milliseconds at a time (`buildWhenIdle`), so that
 * the next page's first parse does not build them inside a tap either. The result behaves as the
 * schema itself: every property read, `in` check and `instanceof` is answered by the built
 * schema, so it nests in other schemas, parses and infers types as before.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    if (built === undefined) {
      built = build();
      unbuilt.delete(schema);
    }
    return built;
  };
  unbuilt.add(schema);
  buildWhenIdle();
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * Milliseconds of schema building per idle slice: well under the 50 ms that makes a task long,
 * also when Lighthouse multiplies a task's time by four for a phone.
 */
export const IDLE_BUILD_SLICE_MS = 5;
let idleBuildScheduled = false;

/** In a browser, builds the schemas not built yet in slices while it is idle; on a server, nothing. */
function buildWhenIdle(): void {
  if (idleBuildScheduled) return;
  // Typed here: the shared package is compiled without the DOM's types.
  const { document, requestIdleCallback } = globalThis as {
    document?: unknown;
    requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  };
  if (document === undefined) return;
  idleBuildScheduled = true;
  const later: (slice: () => void) => void = requestIdleCallback
    ? (slice) => requestIdleCallback(slice, { timeout: 10_000 })
    : (slice) => setTimeout(slice, 200);
  const slice = () => {
    const end = performance.now() + IDLE_BUILD_SLICE_MS;
    for (const build of unbuilt) {
      if (performance.now() >= end) break;
      build();
    }
    if (unbuilt.size > 0) later(slice);
    else idleBuildScheduled = false;
  };
  later(slice);
}

/** How many schemas are not built yet. */
export const schemasNotBuilt = (): number => unbuilt.size;
