/**
 * What the card form does to what is typed: the number in groups of four, the expiry as MM/YY,
 * the CVC as digits only. Pure, so the rules are tested without a browser.
 */

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits, as card numbers go). */
export function formatCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1' → '1', '12' → '12', '123' → '12/3', '0526' → '05/26'. A first digit above 1 is a month
 * of its own: '4' → '04/'. Deleting the slash deletes back into the month.
 */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOf(value, 4);
}

export type CardFields = { name: string; cardNumber: string; expiry: string; cvc: string };
export type CardFieldErrors = Partial<Record<keyof CardFields, 'required' | 'number' | 'expiry' | 'expired' | 'cvc'>>;

/**
 * Checks the form before it is sent, so a slip is named beside its field. Whether the card pays
 * is the provider's answer, not ours.
 */
export function checkCard(fields: CardFields, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (!fields.name.trim()) errors.name = 'required';
  const number = fields.cardNumber.replace(/\s/g, '');
  if (!number) errors.cardNumber = 'required';
  else if (!/^\d{12,19}$/.test(number)) errors.cardNumber = 'number';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(fields.expiry.replace(/\s/g, ''));
  if (!fields.expiry.trim()) errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'expiry';
  else {
    // A card is valid until the end of its expiry month.
    const end = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1));
    if (end <= now) errors.expiry = 'expired';
  }
  if (!fields.cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(fields.cvc)) errors.cvc = 'cvc';
  return errors;
}
