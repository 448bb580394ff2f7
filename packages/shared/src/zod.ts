/**
 * zod for the shared schemas, set up once. Without `jitless`, zod's first object parse probes
 * whether `new Function` is allowed; under the browser's strict Content-Security-Policy (no
 * 'unsafe-eval') the probe is refused and reported as a policy violation, although zod catches
 * it. The schemas parse the same way without it.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };

/**
 * A schema built the first time it is used, not when its module is evaluated (decision 036,
 * addendum). Building every schema of the API took a page's module evaluation 40-60 ms of CPU
 * in one task on a slowed phone, for schemas the page mostly never parses with; built on first
 * use, each page builds only those it parses with, in the task that first parses. The result
 * behaves as the schema itself: every property read, `in` check and `instanceof` is answered by
 * the built schema, so it nests in other schemas, parses and infers types as before.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
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
