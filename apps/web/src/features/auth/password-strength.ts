export type Strength = 'tooShort' | 'weak' | 'fair' | 'strong';

/** A hint, not a rule: length counts most (no composition rules; the server refuses common passwords). */
export function passwordStrength(password: string): Strength {
  if (password.length < 8) return 'tooShort';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  const score = (password.length >= 12 ? 2 : password.length >= 10 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (new Set(password).size >= 8 ? 1 : 0);
  return score >= 3 ? 'strong' : score >= 2 ? 'fair' : 'weak';
}
