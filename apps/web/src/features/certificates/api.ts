import { API_BASE } from '@mizan/contract/api-paths';
import type { Language } from '@mizan/contract/i18n';
import { certificatePaths, type CertificateResponse, type CredentialVerification, type VerifyResponse } from '@mizan/contract/certificates';
import { api } from '@/lib/api/api';

export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The language is part of the key: titles, results and the image itself are in the request's language.
    getTrialCertificate: build.query<CertificateResponse, { trialId: string; quizId: string; lang: Language }>({
      query: ({ trialId, quizId }) => `quizzes/results/${trialId}/${quizId}/certificate/`,
    }),
    verifyCertificate: build.query<VerifyResponse, { code: string; lang: Language }>({
      query: ({ code }) => ({ url: 'certificates/verify/', params: { code } }),
    }),
    // The server checks the signed Open Badges credential (signature and status list): no VC library reaches the browser.
    verifyCredential: build.query<CredentialVerification, { code: string }>({
      query: ({ code }) => certificatePaths.credentialVerify.replace(':code', encodeURIComponent(code)),
    }),
  }),
});

export const { useGetTrialCertificateQuery, useVerifyCertificateQuery, useVerifyCredentialQuery } = certificatesApi;

/** The signed credential as a file (`?download=1` makes the server send it as an attachment). */
export const credentialDownloadUrl = (code: string) =>
  `${API_BASE}${certificatePaths.credential.replace(':code', encodeURIComponent(code))}?download=1`;
