import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccessRulesUpdate, isCidr } from './exam-access.js';

describe('IP ranges', () => {
  it.each(['10.0.0.0/8', '192.168.1.7', '0.0.0.0/0', '2001:db8::/32', '::1', 'fe80::1', '::ffff:10.0.0.1/128', '1:2:3:4:5:6:7:8'])(
    'takes %s',
    (range) => expect(isCidr(range)).toBe(true),
  );
  it.each(['10.0.0.0/33', '256.1.1.1', '10.0.0/8', '2001:db8::/129', '1::2::3', '1:2:3:4:5:6:7:8:9', 'example.org', '10.0.0.0/8/1', ''])(
    'refuses %s',
    (range) => expect(isCidr(range)).toBe(false),
  );

  it("agrees with Node's own parser on addresses", () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })), (address) => {
        expect(isCidr(address)).toBe(isIP(address) !== 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('AccessRulesUpdate', () => {
  const base = { allowed_ip_ranges: [], one_device: false, seb_required: true, seb_config_keys: [], seb_browser_exam_keys: [] };
  it('lower-cases SEB keys and refuses what is not 64 hex characters', () => {
    const key = 'A'.repeat(64);
    expect(AccessRulesUpdate.parse({ ...base, seb_config_keys: [key] }).seb_config_keys).toEqual(['a'.repeat(64)]);
    expect(AccessRulesUpdate.safeParse({ ...base, seb_config_keys: ['abc'] }).success).toBe(false);
  });
  it('is strict', () => expect(AccessRulesUpdate.safeParse({ ...base, password: 'x' }).success).toBe(false));
});
