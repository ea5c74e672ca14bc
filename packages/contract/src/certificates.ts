import { z } from 'zod';

/** Certificate paths, relative to `/api/v1/`: the owner's calls (client-spec §7) and the public ones. */
export const certificatePaths = {
  ofTrial: 'quizzes/results/:trialId/:quizId/certificate/',
  upload: 'quizzes/results/certificate/upload/',
  verify: 'certificates/verify/',
  png: 'certificates/:code/image.png',
  pdf: 'certificates/:code/certificate.pdf',
  /** Operators only (admin role): withdraws a certificate; verification then reports it revoked. */
  revoke: 'admin/certificates/:code/revoke/',
  /** The certificate as a signed Open Badges 3.0 credential (JSON-LD); `?download=1` sends it as a file. */
  credential: 'certificates/:code/credential/',
  /** The server's check of that credential: its signature and its status-list bit, not only the database row. */
  credentialVerify: 'certificates/:code/credential/verify/',
} as const;

/** Ten characters of Crockford base32 (no I, L, O, U): 50 random bits. */
export const VERIFICATION_CODE_LENGTH = 10;
export const VerificationCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${VERIFICATION_CODE_LENGTH}}$`));

/** Graded: score, max_score, percentage, passed. Profile: the top dimensions and the Holland code. */
export const ResultSummary = z.object({
  scoring: z.enum(['graded', 'profile']),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
  top_dimensions: z.array(z.string()),
  holland_code: z.string().nullable(),
});
export type ResultSummary = z.infer<typeof ResultSummary>;

export const CertificateResponse = z.object({
  id: z.uuid(),
  trial: z.uuid(),
  quiz: z.number().int(),
  /** Absolute URL of the PNG in the request's language (public: whoever has the code may see it). */
  image: z.string(),
  pdf: z.string(),
  verification_code: z.string(),
  verification_url: z.string(),
  holder_name: z.string(),
  quiz_title: z.string(),
  result_summary: ResultSummary,
  issued_at: z.string(),
  /** The owner's uploaded picture (compatibility); never part of what verification shows. */
  uploaded_image: z.string().nullable(),
});
export type CertificateResponse = z.infer<typeof CertificateResponse>;

export const CertificateUploadResponse = z.object({ image: z.string() });
export const CERTIFICATE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const VerifyQuery = z.object({ code: z.string().max(40) });
export const VerifyResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    holder_name: z.string(),
    quiz_title: z.string(),
    result_summary: ResultSummary,
    issued_at: z.string(),
    image: z.string(),
  }),
  z.object({ status: z.literal('revoked'), quiz_title: z.string(), revoked_at: z.string() }),
]);
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** Optional, for the operator's audit trail (written to the log, never shown publicly). */
export const RevokeBody = z.strictObject({ reason: z.string().trim().max(500).optional() }).nullish();
export const RevokeResponse = z.object({ verification_code: z.string(), status: z.literal('revoked'), revoked_at: z.string() });
export type RevokeResponse = z.infer<typeof RevokeResponse>;

/** What the public verification page shows about the signed credential. */
export const CredentialVerification = z.object({
  /** valid: signature and status check out; revoked: signed, but its status bit is set; invalid: the proof fails. */
  status: z.enum(['valid', 'revoked', 'invalid']),
  /** The verification method (key URL) that signed it. */
  verification_method: z.string().nullable(),
  credential_url: z.string(),
  checked_at: z.string(),
});
export type CredentialVerification = z.infer<typeof CredentialVerification>;
