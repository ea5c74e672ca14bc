import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  VerificationCode,
  type CertificateResponse,
  type ResultSummary,
  type RevokeResponse,
  type VerifyResponse,
} from '@mizan/contract/certificates';
import type { Language } from '@mizan/contract/i18n';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import type { FileStorage } from '../../lib/storage.js';
import { renderCertificatePdf, renderCertificatePng } from './render/render.js';
import { issueCertificate } from './issue.js';
import type { CertificateRepo, CertificateRow } from './repo.js';

const notEligible = () => new AppError(404, 'certificate_not_eligible', 'engagement-errors:certificate.not_eligible');
const unknownCode = () => new AppError(404, 'not_found', 'engagement-errors:certificate.unknown_code');
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export type CertificateFormat = 'png' | 'pdf';

function resultLine(summary: ResultSummary, lang: Language): string {
  if (summary.scoring === 'profile') {
    const code = summary.holland_code ?? summary.top_dimensions.join(' · ');
    return lang === 'ar' ? `نمط الميول: ${code}` : `Interest profile: ${code}`;
  }
  const percent = `${Math.round(summary.percentage ?? 0)}%`;
  return lang === 'ar' ? `النتيجة ${percent} — ناجح` : `Score ${percent} — Passed`;
}

/** `reissuable`: revocation reasons a completion undoes (see reopenReasons). */
export function certificateService(repo: CertificateRepo, storage: FileStorage, publicUrl: string, reissuable: readonly string[] = []) {
  const verificationUrl = (code: string) => `${publicUrl}/certificate?code=${code}`;
  const fileUrl = (code: string, format: CertificateFormat, lang: Language) =>
    `${publicUrl}/api/v1/certificates/${code}/${format === 'png' ? 'image.png' : 'certificate.pdf'}?lang=${lang}`;
  const title = (row: CertificateRow, lang: Language) => localized(lang, row.quizTitleAr, row.quizTitleEn);

  const view = (row: CertificateRow, lang: Language): CertificateResponse => ({
    id: row.id,
    trial: row.trialId,
    quiz: row.quizId,
    image: fileUrl(row.verificationCode, 'png', lang),
    pdf: fileUrl(row.verificationCode, 'pdf', lang),
    verification_code: row.verificationCode,
    verification_url: verificationUrl(row.verificationCode),
    holder_name: row.holderName,
    quiz_title: title(row, lang),
    result_summary: row.resultSummary,
    issued_at: row.issuedAt.toISOString(),
    uploaded_image: row.uploadedImagePath ? `${publicUrl}/uploads/${row.uploadedImagePath}` : null,
  });

  const live = async (code: string) => {
    const parsed = VerificationCode.safeParse(code);
    return parsed.success ? repo.byCode(parsed.data) : undefined;
  };

  return {
    /** Hook for the quiz engine: a failure is logged and never fails the completion (the owner's request retries). */
    issueOnCompletion: (log: { error(obj: object, msg: string): void }) => async (trialId: string) => {
      await issueCertificate(repo, trialId, reissuable).catch((err: unknown) => {
        log.error({ err, trial: trialId }, 'certificate issue failed');
        throw err; // the completion's follow-up stays, and the follow-up pass tries again
      });
    },

    /** The owner's certificate, issued now if completion missed it; anybody else's trial is simply not found. */
    async ofTrial(userId: string, trialId: string, quizId: number, lang: Language): Promise<CertificateResponse> {
      if (!(await repo.ownedTrial(trialId, userId, quizId))) throw notFound();
      const row = await issueCertificate(repo, trialId, reissuable);
      if (!row || row.revokedAt) throw notEligible();
      return view(row, lang);
    },

    async verify(code: string, lang: Language): Promise<VerifyResponse> {
      const row = await live(code);
      if (!row) throw unknownCode();
      if (row.revokedAt) return { status: 'revoked', quiz_title: title(row, lang), revoked_at: row.revokedAt.toISOString() };
      return {
        status: 'valid',
        holder_name: row.holderName,
        quiz_title: title(row, lang),
        result_summary: row.resultSummary,
        issued_at: row.issuedAt.toISOString(),
        image: fileUrl(row.verificationCode, 'png', lang),
      };
    },

    /** Operator action; repeating it changes nothing. */
    async revoke(code: string, reason: string | null = null): Promise<RevokeResponse> {
      const parsed = VerificationCode.safeParse(code);
      const row = parsed.success ? await repo.revoke(parsed.data, reason || null) : undefined;
      if (!row?.revokedAt) throw unknownCode();
      return { verification_code: row.verificationCode, status: 'revoked', revoked_at: row.revokedAt.toISOString() };
    },

    /** What a shared link previews (Open Graph); null for unknown or revoked codes. */
    async preview(code: string, lang: Language) {
      const row = await live(code);
      if (!row || row.revokedAt) return null;
      return {
        title: `${row.holderName} — ${title(row, lang)}`,
        description: resultLine(row.resultSummary, lang),
        image: fileUrl(row.verificationCode, 'png', lang),
      };
    },

    /** Rendered once per language from the trusted row, then served from storage. */
    async file(code: string, format: CertificateFormat, lang: Language) {
      const row = await live(code);
      if (!row || row.revokedAt) throw unknownCode();
      const key = `certificates/${row.id}-${lang}.${format}`;
      const cached = await storage.read(key);
      if (cached) return cached;
      const data = {
        holderName: row.holderName,
        quizTitleAr: row.quizTitleAr,
        quizTitleEn: row.quizTitleEn,
        resultLine: resultLine(row.resultSummary, lang),
        issuedAt: row.issuedAt,
        verificationCode: row.verificationCode,
        verificationUrl: verificationUrl(row.verificationCode),
        language: lang,
      };
      const bytes = format === 'png' ? await renderCertificatePng(data) : Buffer.from(await renderCertificatePdf(data));
      await storage.put(key, bytes);
      return storage.read(key);
    },

    /** Kept for the client's upload call: stored beside the certificate, never shown by verification. */
    async upload(userId: string, trialId: string, image: Buffer) {
      const encoded = await reencode(image);
      if (!encoded) throw fieldError('image', 'engagement-errors:certificate.invalid_image');
      const key = `certificate-uploads/${randomUUID()}.webp`;
      await storage.put(key, encoded);
      const saved = await repo.setUpload(trialId, userId, key);
      if (!saved) {
        await storage.remove(key);
        throw notEligible();
      }
      if (saved.previous) await storage.remove(saved.previous);
      return { image: `${publicUrl}/uploads/${key}` };
    },
  };
}

/** Type read from the bytes; re-encoding drops metadata and anything hidden in the file. */
async function reencode(input: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(input, { limitInputPixels: 25_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !UPLOAD_FORMATS.has(format)) return null;
    return await image.rotate().resize(2400, 2400, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
  } catch {
    return null;
  }
}

export type CertificateService = ReturnType<typeof certificateService>;
