/**
 * A fake Stripe API at the network edge, for the real stripe-node SDK through its injected
 * fetch (nothing here leaves the process). It keeps checkout sessions and subscriptions the way
 * Stripe would and lets a test change them, as a customer paying on Stripe's page would.
 */
import Stripe from 'stripe';

export type FakeRequest = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null };

type Session = {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  customer: string | null;
  url: string;
};
type Subscription = {
  id: string;
  object: 'subscription';
  status: string;
  cancel_at_period_end: boolean;
  customer: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; current_period_end: number }[] };
};

export const STRIPE_TEST_SECRET = 'whsec_test_secret_for_webhooks';

export function createFakeStripe() {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  let counter = 0;
  let failNext = false;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${++counter}` },
    });
  const notFound = () => json(404, { error: { type: 'invalid_request_error', message: 'No such object' } });

  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : method === 'GET' ? url.search : '');
    const headers = new Headers(init?.headers);
    requests.push({ method, path: url.pathname, form, idempotencyKey: headers.get('idempotency-key') });
    if (failNext) {
      failNext = false;
      return json(400, { error: { type: 'invalid_request_error', message: 'Simulated failure' } });
    }
    const parts = url.pathname.split('/').filter(Boolean); // ['v1', 'checkout', 'sessions', id?]
    if (parts[1] === 'checkout' && parts[2] === 'sessions') {
      if (method === 'POST' && !parts[3]) {
        const id = `cs_test_${++counter}`;
        const session: Session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode') === 'subscription' ? 'subscription' : 'payment',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          metadata: Object.fromEntries(
            [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
          ),
          subscription: null,
          customer: form.get('customer'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        };
        sessions.set(id, session);
        return json(200, session);
      }
      const session = parts[3] ? sessions.get(parts[3]) : undefined;
      return session ? json(200, session) : notFound();
    }
    if (parts[1] === 'subscriptions' && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return notFound();
      if (method === 'POST' && form.has('cancel_at_period_end'))
        sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      return json(200, sub);
    }
    if (parts[1] === 'billing_portal' && parts[2] === 'sessions' && method === 'POST') {
      return json(200, {
        id: `bps_${++counter}`,
        object: 'billing_portal.session',
        url: `https://billing.stripe.com/p/session/${counter}`,
        customer: form.get('customer'),
      });
    }
    return notFound();
  };

  return {
    fetch: fetchImpl,
    requests,
    sessions,
    subscriptions,
    failNextRequest: () => {
      failNext = true;
    },
    /** The customer pays on Stripe's page: the session completes (and a subscription starts). */
    pay(sessionId: string, options: { paid?: boolean } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = options.paid === false ? 'unpaid' : 'paid';
      session.customer = session.customer ?? `cus_${++counter}`;
      if (session.mode === 'subscription') {
        const id = `sub_${++counter}`;
        subscriptions.set(id, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          customer: session.customer,
          metadata: session.metadata,
          items: {
            object: 'list',
            data: [{ id: `si_${counter}`, current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }],
          },
        });
        session.subscription = id;
      }
      return session;
    },
    /** A webhook delivery as Stripe sends it: the event JSON and its signature header. */
    event(
      type: string,
      object: { id: string; object?: string; [key: string]: unknown },
      options: { id?: string; timestamp?: number; secret?: string } = {},
    ) {
      const payload = JSON.stringify({
        id: options.id ?? `evt_${++counter}`,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? STRIPE_TEST_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return { payload, signature };
    },
  };
}
