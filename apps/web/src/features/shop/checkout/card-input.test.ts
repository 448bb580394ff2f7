import { describe, expect, it } from 'vitest';
import { TEST_CARDS, testPaymentRequestSchema } from '@skinsight/shared/commerce';
import { checkCard, formatCardNumber, formatCvc, formatExpiry } from './card-input.ts';

describe('the test checkout card form', () => {
  it('shows the card number in groups of four, digits only', () => {
    expect(formatCardNumber(TEST_CARDS.success)).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 4')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY while typing, and lets the slash be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('0526')).toBe('05/26');
    expect(formatExpiry('05/267')).toBe('05/26');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('keeps at most four digits of the CVC', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('names each field that is missing or malformed', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(checkCard({ name: ' ', cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      name: 'required',
      cardNumber: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(checkCard({ name: 'Ada', cardNumber: '4242 42', expiry: '13/30', cvc: '12' }, now)).toEqual({
      cardNumber: 'number',
      expiry: 'expiry',
      cvc: 'cvc',
    });
    expect(checkCard({ name: 'Ada', cardNumber: '4242', expiry: '05/26', cvc: '123' }, now).expiry).toBe('expired');
    // Valid to the end of the expiry month.
    expect(
      checkCard({ name: 'Ada', cardNumber: formatCardNumber(TEST_CARDS.success), expiry: '06/26', cvc: '123' }, now),
    ).toEqual({});
  });

  it('accepts only what the server accepts', () => {
    const fields = {
      name: 'Ada Lovelace',
      cardNumber: formatCardNumber(TEST_CARDS.success),
      expiry: formatExpiry('1230'),
      cvc: '123',
    };
    expect(checkCard(fields, new Date('2026-01-01'))).toEqual({});
    expect(testPaymentRequestSchema.safeParse(fields).success).toBe(true);
  });
});
