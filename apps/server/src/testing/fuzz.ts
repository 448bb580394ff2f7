/**
 * The API fuzzer: drives every route of the app, taken from its own route table (`app.routes`),
 * so a new route is fuzzed without anyone listing it. Each request is a plausible one with one
 * part made hostile (a body field, a key, the whole body, the content type, a path parameter, the
 * query, a header), sent signed out, as an ordinary account and as an admin. Seeded: the same seed
 * sends the same requests. It asserts nothing itself; it reports every response with status
 * >= 500, and every API error whose body is not our error shape, with what was sent.
 *
 * Used by the fast slice in fuzz.api.test.ts and the full run in bench/fuzz.ts (decision 016).
 */
import sharp from 'sharp';
import { errorResponseSchema } from '@skinsight/shared';
import { TEST_CARDS } from '@skinsight/shared/commerce';
import { seededRandom, type Random } from '@skinsight/shared/seeded-random';
import { createApp, type AppDeps } from '../app.ts';
import type { RateLimiter } from '../lib/rate-limit.ts';
import { setRole } from '../modules/account/roles.ts';
import { VALID_ANSWERS } from './fixtures.ts';
import {
  HOSTILE_BODIES,
  HOSTILE_HEADERS,
  HOSTILE_JSON,
  HOSTILE_KEYS,
  HOSTILE_SEGMENTS,
  HOSTILE_STRINGS,
  knownParamValues,
  UNSTORABLE_SEGMENTS,
  UNSTORABLE_STRINGS,
  plausibleBodies,
  PLAUSIBLE_QUERIES,
  QUERY_NAMES,
  QUERY_VALUES,
  type FuzzFixtures,
} from './fuzz-inputs.ts';
import { TEST_BASE_URL, TestClient } from './index.ts';

type App = ReturnType<typeof createApp>;
export type Identity = 'anonymous' | 'user' | 'admin';
const IDENTITIES: readonly Identity[] = ['anonymous', 'user', 'admin'];
/** What `ALL` routes (the API's 404, middleware-free catch-alls) are sent with. */
const ANY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export type FuzzRoute = { method: string; path: string };

/**
 * The app's routes as Hono lists them, each method and path once. Middleware (registered with
 * `use`, so method ALL and a `next` parameter) runs on every request anyway and is left out.
 */
export function routeTable(app: App): FuzzRoute[] {
  const seen = new Set<string>();
  const routes: FuzzRoute[] = [];
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' && handler.length >= 2) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

/**
 * The app under fuzz: the real services, except that rate limits still count (their SQL runs,
 * with the fuzzed keys) but never refuse, or a few hundred requests would only ever meet 429s.
 */
export function createFuzzApp(deps: AppDeps): App {
  const real = deps.rateLimiter;
  const countingOnly: RateLimiter = {
    hit: async (key, rule) => (await real.hit(key, rule), 1),
    hitMany: async (keys, rule) => (await real.hitMany(keys, rule)).map(() => 1),
    count: async (key, rule) => (await real.count(key, rule), 0),
    reset: (key) => real.reset(key),
  };
  return createApp({ ...deps, rateLimiter: countingOnly });
}

export type FuzzRequest = {
  route: string;
  identity: Identity;
  /** Which part was made hostile. */
  family: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
};

export type FuzzFinding = {
  kind: 'server error' | 'error body not in our shape' | 'request failed';
  status: number;
  request: FuzzRequest;
  response: string;
};

export type FuzzReport = {
  seed: number;
  requests: number;
  routes: number;
  statuses: Record<string, number>;
  /** Statuses per route and per hostile part: how deep the requests got. */
  byRoute: Record<string, Record<string, number>>;
  byFamily: Record<string, Record<string, number>>;
  findings: FuzzFinding[];
};

// --- Building requests -----------------------------------------------------------------

const MARKER = '\u0001fuzz\u0001';
const MARKER_JSON = JSON.stringify(MARKER);

type JsonPath = (string | number)[];

/** Every position in a plausible body: its leaves and its containers. */
function positions(value: unknown, path: JsonPath = []): { path: JsonPath; isObject: boolean }[] {
  const here = { path, isObject: value !== null && typeof value === 'object' && !Array.isArray(value) };
  if (value === null || typeof value !== 'object') return [here];
  const children = Object.entries(value).flatMap(([k, v]) =>
    positions(v, [...path, Array.isArray(value) ? Number(k) : k]),
  );
  return [here, ...children];
}

function withMarker(value: unknown, path: JsonPath, mode: 'replace' | 'add-key'): unknown {
  if (path.length === 0) {
    if (mode === 'replace') return MARKER;
    return { ...(value as object), [MARKER]: MARKER };
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? withMarker(item, rest, mode) : item));
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[head!] = withMarker(copy[head!], rest, mode);
  return copy;
}

/** The plausible body with one position replaced by raw JSON text, or with one raw key added. */
function mutate(
  body: unknown,
  path: JsonPath,
  replacement: { value: string } | { key: string; value: string },
): string {
  if ('key' in replacement) {
    return JSON.stringify(withMarker(body, path, 'add-key')).replace(
      `${MARKER_JSON}:${MARKER_JSON}`,
      `${JSON.stringify(replacement.key)}:${replacement.value}`,
    );
  }
  return JSON.stringify(withMarker(body, path, 'replace')).replace(MARKER_JSON, replacement.value);
}

/** A third of the time text that cannot be stored, the known cause of 5xx; otherwise anything hostile. */
const UNSTORABLE_SHARE = 0.35;

function hostileValue(random: Random): string {
  if (random.next() < UNSTORABLE_SHARE) return JSON.stringify(random.pick(UNSTORABLE_STRINGS));
  return random.next() < 0.5 ? JSON.stringify(random.pick(HOSTILE_STRINGS)) : random.pick(HOSTILE_JSON);
}

const hostileSegment = (random: Random) =>
  random.pick(random.next() < UNSTORABLE_SHARE ? UNSTORABLE_SEGMENTS : HOSTILE_SEGMENTS);

type RequestPlan = {
  route: FuzzRoute;
  identity: Identity;
  random: Random;
  params: Record<string, string[]>;
  bodies: Record<string, unknown>;
  queries: Record<string, string>;
  photo: Uint8Array;
  cookie: string | null;
};

function fillPath(path: string, plan: RequestPlan, hostile: boolean): string {
  const { random, params } = plan;
  const names = [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const target = hostile && names.length > 0 ? random.int(0, names.length - 1) : -1;
  let index = 0;
  return path.replace(/:(\w+)(\{[^}]*\})?\??|\*/g, (_, name: string | undefined) => {
    const own = index++ === target;
    if (own) return hostileSegment(random);
    const known = params[name ?? '*'];
    return known && known.length > 0 ? random.pick(known) : random.pick(['x', '3f2b8c1e-5d4a-4e9b-8f7a-1c2d3e4f5a6b']);
  });
}

const FAMILIES = [
  'plausible',
  'body-value',
  'body-value',
  'body-value',
  'body-key',
  'body-whole',
  'content-type',
  'param',
  'param',
  'query',
  'header',
  'header',
] as const;

function buildRequest(plan: RequestPlan): FuzzRequest {
  const { route, identity, random } = plan;
  // HEAD is answered by every GET route (Hono), so it gets a share of them.
  const method =
    route.method === 'ALL'
      ? random.pick(ANY_METHODS)
      : route.method === 'GET' && random.next() < 0.05
        ? 'HEAD'
        : route.method;
  const canHaveBody = method !== 'GET' && method !== 'HEAD';
  const isPhotoUpload = method === 'POST' && route.path === '/api/photos';
  const plausible = plan.bodies[`${route.method} ${route.path}`];
  let family: string = random.pick(FAMILIES);
  if (!canHaveBody && family.startsWith('body')) family = 'query';
  if (family === 'content-type' && !canHaveBody) family = 'header';
  if (family === 'param' && !/[:*]/.test(route.path)) family = 'query';

  const headers: Record<string, string> = { origin: TEST_BASE_URL, 'user-agent': 'skinsight-fuzz' };
  if (plan.cookie) headers.cookie = plan.cookie;
  let body: string | Uint8Array | null = null;
  if (canHaveBody) {
    if (isPhotoUpload) {
      body = plan.photo;
      headers['content-type'] = 'image/png';
    } else {
      body = JSON.stringify(plausible ?? {});
      headers['content-type'] = 'application/json';
    }
  }

  switch (family) {
    case 'body-value':
    case 'body-key': {
      if (isPhotoUpload) {
        body = corruptBytes(plan.photo, random);
        break;
      }
      const base = plausible ?? {};
      const spots = positions(base).filter((p) => family === 'body-value' || p.isObject);
      const spot = random.pick(spots.length > 0 ? spots : [{ path: [], isObject: true }]);
      body =
        family === 'body-key'
          ? mutate(base, spot.path, { key: random.pick(HOSTILE_KEYS), value: hostileValue(random) })
          : mutate(base, spot.path, { value: hostileValue(random) });
      break;
    }
    case 'body-whole':
      body = random.pick(HOSTILE_BODIES);
      break;
    case 'content-type':
      headers['content-type'] = random.pick(HOSTILE_HEADERS.find(([name]) => name === 'content-type')![1]);
      if (random.next() < 0.3) delete headers['content-type'];
      break;
    case 'header': {
      const [name, values] = random.pick(HOSTILE_HEADERS);
      headers[name] = random.pick(values);
      if (name === 'origin' && random.next() < 0.3) delete headers.origin;
      break;
    }
  }

  const pairs = plan.queries[`${route.method} ${route.path}`]?.split('&') ?? [];
  if (family === 'query' || random.next() < 0.1) {
    // Either one of the route's own parameters gets a hostile value, or hostile ones are added.
    const own = pairs.length > 0 && random.next() < 0.5 ? random.int(0, pairs.length - 1) : -1;
    if (own >= 0) pairs[own] = `${pairs[own]!.split('=')[0]}=${random.pick(QUERY_VALUES)}`;
    else
      for (let n = random.int(1, 3); n > 0; n--) pairs.push(`${random.pick(QUERY_NAMES)}=${random.pick(QUERY_VALUES)}`);
  }
  const query = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  const path = fillPath(route.path, plan, family === 'param');
  return {
    route: `${route.method} ${route.path}`,
    identity,
    family,
    method,
    url: `${TEST_BASE_URL}${path}${query}`,
    headers,
    body,
  };
}

/** An image upload gone wrong: truncated, bytes flipped, another signature, or no image at all. */
function corruptBytes(photo: Uint8Array, random: Random): Uint8Array {
  const bytes = photo.slice();
  switch (random.int(0, 4)) {
    case 0:
      return bytes.slice(0, random.int(0, bytes.length));
    case 1:
      for (let i = 0; i < 20; i++) bytes[random.int(8, bytes.length - 1)] = random.int(0, 255);
      return bytes;
    case 2:
      return new TextEncoder().encode('GIF89a<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case 3:
      return new TextEncoder().encode(JSON.stringify({ photo: 'not really' }));
    default:
      return new Uint8Array(0);
  }
}

// --- Sessions and fixtures -------------------------------------------------------------------

/** A signed-in identity: its client keeps the session cookie; fuzzed requests send a copy of it. */
type Account = { email: string; password: string; client: TestClient };

const cookieHeader = (account: Account) => [...account.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const jsonIfOk = async (res: Response) => (res.ok ? ((await res.json()) as Record<string, string>) : null);

async function createAccount(app: App, deps: AppDeps, role: 'user' | 'admin'): Promise<Account> {
  const client = new TestClient(app);
  const { res, body } = await client.signUp({ firstName: role === 'admin' ? 'Admin' : 'Zoë', lastName: 'Fuzz' });
  if (res.status !== 201)
    throw new Error(`fuzz: could not create the ${role} account (${res.status} ${await res.text()})`);
  if (role === 'admin' && !(await setRole(deps.database.db, body.email, 'admin'))) throw new Error('fuzz: no admin');
  return { email: body.email, password: body.password, client };
}

/** Signs the account in again when a fuzzed request ended its session (sign-out, say). */
async function keepSignedIn(app: App, deps: AppDeps, account: Account, role: 'user' | 'admin'): Promise<Account> {
  const { user } = (await (await account.client.request('/api/auth/session')).json()) as { user: unknown };
  if (user) return account;
  const res = await account.client.request('/api/auth/signin', {
    json: { email: account.email, password: account.password },
  });
  // The account itself may be gone (a fuzzed deletion that got through): start a new one.
  return res.status === 200 ? account : createAccount(app, deps, role);
}

/**
 * Real records for path parameters and plausible bodies: the account's own photo and
 * questionnaire, a signed-out photo to claim, a signed-out order's checkout session, and (with the
 * test provider) a paid subscription, so that cancelling and the billing portal go deep too.
 */
async function createFixtures(app: App, user: Account): Promise<FuzzFixtures> {
  const photo = new Uint8Array(
    await sharp({ create: { width: 48, height: 64, channels: 3, background: '#c89f8a' } })
      .png()
      .toBuffer(),
  );
  /** The session id in a checkout address: ?session= on the test provider's page, last in the path on Stripe's. */
  const sessionOf = (url: string | undefined) => {
    const page = url ? new URL(url, TEST_BASE_URL) : null;
    return page ? (page.searchParams.get('session') ?? page.pathname.split('/').pop() ?? null) : null;
  };
  const anonymous = new TestClient(app);
  const own = await jsonIfOk(await anonymous.uploadPhoto(photo));
  if (own) await user.client.request(`/api/photos/${own.photoId}/claim`, { json: { claimToken: own.claimToken } });
  const claimable = await jsonIfOk(await anonymous.uploadPhoto(photo));
  const questionnaire = await jsonIfOk(
    await user.client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS, locale: 'en' } }),
  );
  const order = await jsonIfOk(
    await anonymous.request('/api/checkout', { json: { items: [{ productId: 'hydrating-serum', quantity: 1 }] } }),
  );
  const plan = await jsonIfOk(await user.client.request('/api/plans/pro/checkout', { json: { locale: 'en' } }));
  const planSession = sessionOf(plan?.url);
  if (planSession?.startsWith('tps_')) {
    await anonymous.request(`/api/test-payments/${planSession}/pay`, {
      json: { cardNumber: TEST_CARDS.success, expiry: '12/39', cvc: '123', name: 'Zoë Fuzz' },
    });
  }
  return {
    userEmail: user.email,
    questionnaireId: questionnaire?.id ?? null,
    photoId: own?.photoId ?? null,
    claimablePhotoId: claimable?.photoId ?? null,
    claimToken: claimable?.claimToken ?? null,
    checkoutSessionId: sessionOf(order?.url),
    photo,
  };
}

// --- Running --------------------------------------------------------------------------------

const MAX_SHOWN = 400;
const shown = (text: string) =>
  text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length} characters)` : text;

/** A finding as a person reads it: enough to send the same request again. */
export function describeFinding(finding: FuzzFinding): string {
  const { request } = finding;
  const body =
    request.body === null
      ? ''
      : typeof request.body === 'string'
        ? JSON.stringify(shown(request.body))
        : `<${request.body.length} bytes>`;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${JSON.stringify(shown(v))}`)
    .join(', ');
  return `${finding.kind} ${finding.status} on ${request.route} (${request.identity}, ${request.family}): ${request.method} ${shown(request.url)} headers {${headers}} body ${body} -> ${shown(finding.response)}`;
}

function isOurErrorShape(contentType: string, text: string): boolean {
  if (!contentType.includes('application/json')) return false;
  try {
    return errorResponseSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

export async function runFuzz(options: {
  app: App;
  deps: AppDeps;
  seed: number;
  requests: number;
  onProgress?: (done: number, report: FuzzReport) => void;
}): Promise<FuzzReport> {
  const { app, deps, seed } = options;
  const random = seededRandom(seed);
  const routes = routeTable(app);
  let user = await createAccount(app, deps, 'user');
  let admin = await createAccount(app, deps, 'admin');
  const fixtures = await createFixtures(app, user);
  const params = knownParamValues(fixtures);
  const report: FuzzReport = {
    seed,
    requests: 0,
    routes: routes.length,
    statuses: {},
    byRoute: {},
    byFamily: {},
    findings: [],
  };

  for (let i = 0; i < options.requests; i++) {
    // Round robin over routes and identities, so every pair gets its share whatever the count.
    const route = routes[i % routes.length]!;
    const identity = IDENTITIES[Math.floor(i / routes.length) % IDENTITIES.length]!;
    const cookie = identity === 'user' ? cookieHeader(user) : identity === 'admin' ? cookieHeader(admin) : null;
    const request = buildRequest({
      route,
      identity,
      random,
      params,
      bodies: plausibleBodies(fixtures, i),
      queries: PLAUSIBLE_QUERIES,
      photo: fixtures.photo,
      cookie,
    });
    let status: number;
    let text: string;
    let contentType: string;
    try {
      const res = await app.request(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === null ? {} : { body: request.body }),
      });
      status = res.status;
      contentType = res.headers.get('content-type') ?? '';
      text = request.method === 'HEAD' ? '' : await res.text();
    } catch (error) {
      // The request never reached a response: a bug in the fuzzer, or in the app's streaming.
      report.findings.push({ kind: 'request failed', status: 0, request, response: String(error) });
      continue;
    }
    report.requests++;
    for (const counts of [
      report.statuses,
      (report.byRoute[request.route] ??= {}),
      (report.byFamily[request.family] ??= {}),
    ]) {
      counts[status] = (counts[status] ?? 0) + 1;
    }
    if (status >= 500) {
      report.findings.push({ kind: 'server error', status, request, response: text });
    } else if (
      status >= 400 &&
      new URL(request.url).pathname.startsWith('/api/') &&
      request.method !== 'HEAD' &&
      !isOurErrorShape(contentType, text)
    ) {
      report.findings.push({ kind: 'error body not in our shape', status, request, response: text });
    }
    if (identity !== 'anonymous' && request.method !== 'GET' && status < 400) {
      if (identity === 'user') user = await keepSignedIn(app, deps, user, 'user');
      else admin = await keepSignedIn(app, deps, admin, 'admin');
    }
    options.onProgress?.(i + 1, report);
  }
  return report;
}
