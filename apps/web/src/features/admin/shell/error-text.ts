import { readServerError } from '@/lib/forms/server-errors';

/** A refused console action as one line: `detail`, or the first field message (a bulk tag, a category's parent). */
export const errorText = (failure: unknown): string | undefined => readServerError(failure, []).detail;
