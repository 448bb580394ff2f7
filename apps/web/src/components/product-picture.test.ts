import { describe, expect, it } from 'vitest';
import { imageTypeFor } from './product-picture.tsx';

describe('product images (spec section 9)', () => {
  it('maps types and their aliases to the image types', () => {
    expect(imageTypeFor('sunscreen')).toBe('sunscreen');
    expect(imageTypeFor('SPF')).toBe('sunscreen');
    expect(imageTypeFor('essence')).toBe('toner');
    expect(imageTypeFor('retinol')).toBe('treatment');
    expect(imageTypeFor('eye cream')).toBe('eye_cream');
    expect(imageTypeFor('Sonnenschutz')).toBe('sunscreen');
    expect(imageTypeFor('nettoyant')).toBe('cleanser');
    expect(imageTypeFor('something else')).toBe('default');
  });
});
