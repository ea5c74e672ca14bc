import { randomInt } from 'node:crypto';
import { COUPON_ALPHABET, COUPON_LENGTH } from '@mizan/contract/coupons';

/** A fresh random code of the unambiguous alphabet (32^6 ≈ 1.07 billion codes, so collisions are rare). */
export const randomCouponCode = () =>
  Array.from({ length: COUPON_LENGTH }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join('');

/** `count` distinct codes, none in `taken`. */
export function distinctCodes(count: number, taken: ReadonlySet<string> = new Set()): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = randomCouponCode();
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
