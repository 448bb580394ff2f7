import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountSchema, sessionResponseSchema, signupResponseSchema } from '@skinsight/shared';
import { accounts, consents, mailOutbox, sessions, users } from '../../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../../testing/index.ts';
import { LIMITS, SIGNIN_SLOWDOWN_MS } from './rate-limits.ts';

describe('accounts: sign-up, sign-in, sign-out', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an account with a session, names, marketing choice and recorded consents', async () => {
    const client = new TestClient(t.app);
    const { res, body } = await client.signUp({
      firstName: 'Grace',
      lastName: 'Hopper',
      marketingConsent: true,
      locale: 'de',
    });
    expect(res.status).toBe(201);
    const created = signupResponseSchema.parse(await res.json());
    expect(created.signedIn).toBe(true);
    expect(created.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: body.email,
      marketingConsent: true,
      locale: 'de',
      role: 'user',
    });

    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/skinsight\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);

    const session = sessionResponseSchema.parse(await (await client.request('/api/auth/session')).json());
    expect(session.user?.email).toBe(body.email);
    expect(new Date(session.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const recorded = await t.database.db.select().from(consents).where(eq(consents.userId, created.user!.id));
    expect(recorded.map((r) => [r.kind, r.granted, r.policyVersion, r.source]).sort()).toEqual([
      ['marketing', true, '1.0', 'signup'],
      ['privacy', true, '1.0', 'signup'],
    ]);
  });

  it('hashes passwords with argon2id', async () => {
    const client = new TestClient(t.app);
    const { res } = await client.signUp();
    const { user } = signupResponseSchema.parse(await res.json());
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses short, common and easily guessed passwords with the reason, wherever a password is set (NIST SP 800-63B)', async () => {
    // Its own app: these sign-ups would use up the shared app's per-address sign-up limit.
    const own = await createTestApp();
    const client = new TestClient(own.app);
    for (const [password, reason] of [
      ['1234567', 'too_short'],
      ['123456', 'too_short'],
      ['password', 'too_common'],
      ['password1', 'too_common'],
      ['qwertyuiop', 'too_common'],
      ['secret123', 'too_guessable'],
      ['Lovelace1815', 'too_guessable'], // the person's own name
    ] as const) {
      const { res } = await client.signUp({ password });
      expect(res.status, password).toBe(400);
      const error = await readError(res);
      expect(error.code, password).toBe('validation_failed');
      expect(error.issues, password).toContainEqual({ path: 'password', message: reason });
    }
    // Changing it follows the same rule.
    const owner = new TestClient(own.app);
    const { body } = await owner.signUp();
    const weak = await owner.request('/api/auth/change-password', {
      json: { currentPassword: body.password, newPassword: 'password' },
    });
    expect(weak.status).toBe(400);
    expect((await readError(weak)).issues).toContainEqual({ path: 'newPassword', message: 'too_common' });
    await own.close();
  });

  it('refuses what the form would refuse, even when the form is bypassed', async () => {
    const client = new TestClient(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ privacyConsent: false }, 'privacyConsent'],
      [{ privacyConsent: undefined }, 'privacyConsent'],
      [{ password: '12345' }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: '  ' }, 'firstName'],
      [{ lastName: undefined }, 'lastName'],
    ];
    for (const [change, field] of cases) {
      const { res } = await client.signUp(change as never);
      expect(res.status, field).toBe(400);
      const error = await readError(res);
      expect(error.code).toBe('validation_failed');
      expect(error.issues?.map((i) => i.path)).toContain(field);
    }
    const bad = await client.request('/api/auth/signup', { json: 'not an object' });
    expect(bad.status).toBe(400);
    const malformed = await t.app.request('/api/auth/signup', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'not-an-email'))).toEqual([]);
  });

  it('makes no second account with the same e-mail, in any letter case, and does not tell that one exists', async () => {
    const first = new TestClient(t.app);
    const { body } = await first.signUp({ locale: 'de' });
    const second = new TestClient(t.app);
    const { res } = await second.signUp({ email: body.email.toUpperCase(), password: 'another long passphrase' });
    // The answer of a sign-up whose account waits for its e-mail: status and shape give nothing away.
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ user: null, signedIn: false });
    expect(second.cookies.size).toBe(0);
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    // The owner is told, in their language, with the way to sign in.
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(mail?.subject).toBe('Du hast schon ein Skinsight-Konto');
    expect(mail?.text).toContain('/de/signin');
    // The first account's password is unchanged.
    expect(
      (
        await new TestClient(t.app).request('/api/auth/signin', {
          json: { email: body.email, password: body.password },
        })
      ).status,
    ).toBe(200);
  });

  it('answers a sign-up the same, with e-mail verification on, whether or not the address has an account', async () => {
    const verifying = await createTestApp({ EMAIL_VERIFICATION: 'true' });
    try {
      const { res: fresh } = await new TestClient(verifying.app).signUp({ email: 'new-person@example.com' });
      const { body } = await new TestClient(verifying.app).signUp();
      const { res: again } = await new TestClient(verifying.app).signUp({ email: body.email });
      expect([fresh.status, again.status]).toEqual([201, 201]);
      expect(await again.json()).toEqual(await fresh.json());
    } finally {
      await verifying.close();
    }
  });

  it('signs in with the right password and refuses a wrong one with the spec message', async () => {
    const owner = new TestClient(t.app);
    const { body } = await owner.signUp();
    const client = new TestClient(t.app);
    const wrong = await client.request('/api/auth/signin', { json: { email: body.email, password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    expect(await readError(wrong)).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid email or password. Please try again.',
    });
    const unknown = await client.request('/api/auth/signin', {
      json: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(unknown.status).toBe(401);

    const right = await client.request('/api/auth/signin', { json: { email: body.email, password: body.password } });
    expect(right.status).toBe(200);
    const session = sessionResponseSchema.parse(await (await client.request('/api/auth/session')).json());
    expect(session.user?.email).toBe(body.email);
  });

  it('ends the session on the server at sign-out', async () => {
    const client = new TestClient(t.app);
    const { res } = await client.signUp();
    const { user } = signupResponseSchema.parse(await res.json());
    const stolen = new Map(client.cookies);
    expect((await client.request('/api/auth/signout', { json: {} })).status).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    // The old cookie, replayed, no longer opens the account.
    const replay = new TestClient(t.app);
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await replay.request('/api/account')).status).toBe(401);
  });

  it('does not accept a session token from the database without the signing secret', async () => {
    const client = new TestClient(t.app);
    const { res } = await client.signUp();
    const { user } = signupResponseSchema.parse(await res.json());
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    const attacker = new TestClient(t.app);
    attacker.cookies.set('skinsight.session_token', row!.token);
    expect((await attacker.request('/api/account')).status).toBe(401);
    attacker.cookies.set('skinsight.session_token', `${row!.token}.forgedsignature`);
    expect((await attacker.request('/api/account')).status).toBe(401);
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const client = new TestClient(t.app);
    const res = await client.request('/api/auth/signin', {
      json: { email: 'a@example.com', password: 'whatever1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await readError(res)).code).toBe('forbidden');
  });

  it("pauses an attacker's address after repeated wrong passwords, and never the owner's correct password from elsewhere", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const owner = new TestClient(proxied.app);
      const { body } = await owner.signUp();
      const from = (address: string, password: string) =>
        new TestClient(proxied.app).request('/api/auth/signin', {
          json: { email: body.email, password },
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.66', `guess-${i}`)).status).toBe(401);
      // The attacker's address is paused for this account, even when it guesses right.
      const paused = await from('203.0.113.66', body.password);
      expect(paused.status).toBe(429);
      expect((await readError(paused)).message).toMatch(/Too many attempts/);
      // The owner, from their own address, signs in: repeatably, however often the attacker tries.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 3; i++) await from('203.0.113.66', `again-${round}-${i}`);
        expect((await from('198.51.100.20', body.password)).status).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });

  it('slows an account guessed at from many addresses without locking its owner out', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const { body } = await new TestClient(proxied.app).signUp();
      const from = (address: string, password: string) =>
        new TestClient(proxied.app).request('/api/auth/signin', {
          json: { email: body.email, password },
          headers: { 'x-forwarded-for': address },
        });
      // A botnet: each address stays under its own limits.
      for (let i = 0; i < LIMITS.signinFailuresPerAccount.limit; i++) {
        expect((await from(`198.18.${Math.floor(i / 4)}.${i % 4}`, `guess-${i}`)).status).toBe(401);
      }
      const started = performance.now();
      expect((await from('198.51.100.20', body.password)).status).toBe(200);
      // Each attempt now waits: a thousand guesses an hour become a few hundred at most.
      expect(performance.now() - started).toBeGreaterThanOrEqual(SIGNIN_SLOWDOWN_MS - 50);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  it('limits attempts from one address across accounts', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await new TestClient(proxied.app).request('/api/auth/signin', {
          json: { email: `someone-${i}@example.com`, password: 'whatever1' },
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      // Another address is not affected.
      const other = await new TestClient(proxied.app).request('/api/auth/signin', {
        json: { email: 'someone@example.com', password: 'whatever1' },
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(other.status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('sets Secure cookies when the service runs behind HTTPS', async () => {
    const secure = await createTestApp({ BASE_URL: 'https://skinsight.example' });
    try {
      const res = await secure.app.request('https://skinsight.example/api/auth/signup', {
        method: 'POST',
        headers: { origin: 'https://skinsight.example', 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'A',
          lastName: 'B',
          email: 'secure@example.com',
          password: 'a long and private passphrase',
          privacyConsent: true,
        }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie().join('\n')).toMatch(/__Secure-skinsight\.session_token=.*Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('password reset and e-mail verification', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a reset link in the person’s language that sets a new password and ends old sessions', async () => {
    const owner = new TestClient(t.app);
    const { body, res } = await owner.signUp({ locale: 'fr' });
    const { user } = signupResponseSchema.parse(await res.json());
    const forgot = await new TestClient(t.app).request('/api/auth/forgot-password', {
      json: { email: body.email, locale: 'fr' },
    });
    expect(forgot.status).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user!.id));
    expect(mail?.subject).toBe('Réinitialise ton mot de passe Skinsight');
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];

    // Following the link lands on our page with the token.
    const follow = await t.app.request(link, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/fr/reset-password');
    const token = location.searchParams.get('token')!;

    const reset = await new TestClient(t.app).request('/api/auth/reset-password', {
      json: { token, newPassword: 'a brand new secret' },
    });
    expect(reset.status).toBe(200);
    expect((await owner.request('/api/account')).status).toBe(401);
    const again = await new TestClient(t.app).request('/api/auth/reset-password', {
      json: { token, newPassword: 'another one' },
    });
    expect(again.status).toBe(400);

    const signin = await new TestClient(t.app).request('/api/auth/signin', {
      json: { email: body.email, password: 'a brand new secret' },
    });
    expect(signin.status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await t.database.db.select().from(mailOutbox);
    const res = await new TestClient(t.app).request('/api/auth/forgot-password', {
      json: { email: 'nobody@example.com' },
    });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('with verification on, gives no session until the address is confirmed', async () => {
    const v = await createTestApp({ EMAIL_VERIFICATION: 'true' });
    try {
      const client = new TestClient(v.app);
      const { res, body } = await client.signUp({ locale: 'es' });
      expect(res.status).toBe(201);
      const created = signupResponseSchema.parse(await res.json());
      expect(created.signedIn).toBe(false);
      expect(client.cookies.size).toBe(0);
      const signin = await client.request('/api/auth/signin', { json: { email: body.email, password: body.password } });
      expect(signin.status).toBe(403);
      expect((await readError(signin)).code).toBe('email_not_verified');

      const [mail] = await v.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
      expect(mail?.subject).toBe('Confirma tu dirección de correo');
      const link = /https?:\/\/\S+/.exec(mail!.text)![0];
      const verified = await client.request(link.replace('http://localhost:3000', ''));
      expect([200, 302]).toContain(verified.status);
      const [user] = await v.database.db.select().from(users).where(eq(users.email, body.email));
      expect(user?.emailVerified).toBe(true);
      const after = await new TestClient(v.app).request('/api/auth/signin', {
        json: { email: body.email, password: body.password },
      });
      expect(after.status).toBe(200);
    } finally {
      await v.close();
    }
  });

  it('changes the password with the current one, and refuses a wrong current one', async () => {
    const client = new TestClient(t.app);
    const { body } = await client.signUp();
    const wrong = await client.request('/api/auth/change-password', {
      json: { currentPassword: 'nope nope', newPassword: 'next password' },
    });
    expect(wrong.status).toBe(401);
    const ok = await client.request('/api/auth/change-password', {
      json: { currentPassword: body.password, newPassword: 'next password' },
    });
    expect(ok.status).toBe(200);
    expect(accountSchema.parse(await (await client.request('/api/account')).json()).email).toBe(body.email);
    const signin = await new TestClient(t.app).request('/api/auth/signin', {
      json: { email: body.email, password: 'next password' },
    });
    expect(signin.status).toBe(200);
  });
});
