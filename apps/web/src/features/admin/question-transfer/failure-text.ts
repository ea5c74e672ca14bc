import type { TFunction } from 'i18next';
import { readServerError } from '@/lib/forms/server-errors';

/**
 * A refused upload in the reader's language: the server's own message (an unreadable file, a wrong format),
 * else what its status means; a body cut off by a proxy's size limit carries no message of its own.
 */
export function failureText(failure: unknown, t: TFunction<'admin'>): string {
  const { status, detail } = readServerError(failure, []);
  if (detail) return detail;
  if (status === 413) return t('transfer.errors.tooLarge');
  if (status === 'FETCH_ERROR') return t('common:status.tryAgain');
  return t('common:status.genericError');
}
