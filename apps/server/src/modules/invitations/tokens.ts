import { createHash, createHmac } from 'node:crypto';

/**
 * The link's token, derived from the invitation's random id with the server secret: the mail job can write it into
 * the link, yet the token itself never rests in the database or the job queue (a reader of both can't forge it).
 */
export const invitationToken = (secret: string, invitationId: string) =>
  createHmac('sha256', secret).update(`invitation:${invitationId}`).digest('base64url');

/** What the table keeps and is searched by. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
