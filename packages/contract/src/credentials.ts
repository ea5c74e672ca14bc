import { z } from 'zod';

/** Open Badges 3.0 issuer paths, relative to `/api/v1/`: public, so any verifier can resolve them over HTTP. */
export const credentialPaths = {
  /** The issuer's OB3 Profile: its id is the `issuer` of every credential; lists every key ever used. */
  issuer: 'credentials/issuer/',
  /** One Multikey verification method (Ed25519); retired keys stay published. */
  key: 'credentials/keys/:keyId/',
  /** A signed BitstringStatusListCredential (revocation). */
  statusList: 'credentials/status/:listId/',
  /** Admin only: a new signing key; older credentials still verify with the old one. */
  rotateKey: 'admin/credentials/keys/rotate/',
} as const;

export const RotateKeyBody = z.strictObject({}).nullish();
export const RotateKeyResponse = z.object({ key_id: z.string(), verification_method: z.string(), created_at: z.string() });
export type RotateKeyResponse = z.infer<typeof RotateKeyResponse>;
