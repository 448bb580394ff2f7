import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazySchema } from '@skinsight/shared/zod';
import { signupRequestSchema } from '@skinsight/shared/api';

/** The forms check with schemas built on first use (decision 036 addendum): the resolver must read them as zod schemas. */
describe('a form resolver over a schema built on first use', () => {
  const formSchema = lazySchema(() => signupRequestSchema.omit({ locale: true }));
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('names the fields the server would refuse', async () => {
    const result = await zodResolver(formSchema)(
      { firstName: '', lastName: 'Lovelace', email: 'not an address', password: 'x', privacyConsent: true },
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['firstName', 'email', 'password']));
    expect(Object.keys(result.errors)).not.toContain('lastName');
  });
});
