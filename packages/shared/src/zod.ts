/**
 * zod for the shared schemas, set up once. Without `jitless`, zod's first object parse probes
 * whether `new Function` is allowed; under the browser's strict Content-Security-Policy (no
 * 'unsafe-eval') the probe is refused and reported as a policy violation, although zod catches
 * it. The schemas parse the same way without it.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
