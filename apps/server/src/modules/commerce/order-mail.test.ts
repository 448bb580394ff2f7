import { expect, it } from 'vitest';
import { orderConfirmationMail } from './order-mail.ts';

const order = {
  name: 'Lena',
  reference: 'tps_abc',
  lines: [{ name: 'Feuchtigkeitsserum', unitCents: 3499, quantity: 2 }],
  subtotalCents: 6998,
  shippingCents: 599,
  totalCents: 7597,
};

it('writes the confirmation in the buyer’s language with its own money format', () => {
  // Intl puts a no-break space between amount and sign in German and Spanish.
  const de = orderConfirmationMail('de', order);
  expect(de.subject).toBe('Deine Skinsight-Bestellung ist bestätigt');
  expect(de.text).toContain('2 × Feuchtigkeitsserum  69,98\u00a0€');
  expect(de.text).toContain('Gesamt: 75,97\u00a0€');
  expect(orderConfirmationMail('es', order).text).toContain('Envío: 5,99\u00a0€');
  expect(orderConfirmationMail('xx', order).text).toContain('Total: €75.97');
});

it('leaves out shipping and delivery for an order shipped free (the test kit)', () => {
  const kit = orderConfirmationMail('en', { ...order, shippingCents: 0, totalCents: 6998 });
  expect(kit.text).not.toContain('Shipping');
  expect(kit.text).not.toContain('2-3 days');
});
