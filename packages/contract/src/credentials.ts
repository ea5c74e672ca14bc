import { z } from 'zod';

/** Open Badges 3.0 issuer paths, relative to `/api/v1/`: public, so any verifier can resolve them over HTTP. */
export const credentialPaths = {
  /** The issuer's OB3 Profile: its id is the `issuer` of every credential; lists every key ever used. */
  issuer: 'credentials/issuer/',
  /** One Multikey verification method (Ed25519); retired keys stay published. */
  key: 'credentials/keys/:keyId/',
  /** A signed BitstringStatusListCredential (revocation). */
  statusList: 'credentials/status/:listId/',
  /** Admin only: the signing keys, newest first. */
  keys: 'admin/credentials/keys/',
  /** Admin only: a new signing key; older credentials still verify with the old one. */
  rotateKey: 'admin/credentials/keys/rotate/',
} as const;

export const RotateKeyBody = z.strictObject({}).nullish();
export const RotateKeyResponse = z.object({ key_id: z.string(), verification_method: z.string(), created_at: z.string() });
export type RotateKeyResponse = z.infer<typeof RotateKeyResponse>;

export const CredentialKey = z.object({
  key_id: z.string(),
  verification_method: z.string(),
  created_at: z.string(),
  /** Null for the key that signs now; retired keys stay published so what they signed still verifies. */
  retired_at: z.string().nullable(),
});
export const CredentialKeysResponse = z.object({ issuer: z.string(), keys: z.array(CredentialKey) });
export type CredentialKeysResponse = z.infer<typeof CredentialKeysResponse>;
