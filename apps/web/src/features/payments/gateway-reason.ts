/**
 * The gateway's English reasons (Moyasar's test cards and its common issuer answers) mapped to our own text,
 * so an Arabic page does not show "INSUFFICIENT FUNDS". An unknown reason is shown as the gateway wrote it.
 */
const REASONS: readonly [RegExp, string][] = [
  [/^3-D Secure/i, 'threeDSecure'],
  [/^insufficient funds$/i, 'insufficientFunds'],
  [/^declined$/i, 'declined'],
  [/^unspecified failure$/i, 'unspecified'],
  [/^expired card$/i, 'expiredCard'],
];

/** The `failed.reasons.*` key of a gateway message, or undefined when we do not know it. */
export function gatewayReasonKey(message: string): string | undefined {
  const found = REASONS.find(([pattern]) => pattern.test(message.trim()));
  return found ? `failed.reasons.${found[1]}` : undefined;
}
