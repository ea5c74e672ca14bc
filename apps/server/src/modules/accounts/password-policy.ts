import { fieldError } from '../../lib/app-error.js';
import common from './common-passwords.json' with { type: 'json' };

const COMMON = new Set(common);

/**
 * Length is checked by the contract schema (8–128, no composition rules, as NIST 800-63B advises);
 * here only the server-side list: the 1,000 most common passwords of 8+ characters, case-insensitive.
 */
export function assertPasswordAllowed(password: string, field: string): void {
  if (COMMON.has(password.toLowerCase())) throw fieldError(field, 'errors:validation.password_too_common');
}
