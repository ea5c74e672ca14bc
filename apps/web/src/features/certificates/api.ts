import type { Language } from '@mizan/contract/i18n';
import type { CertificateResponse, VerifyResponse } from '@mizan/contract/certificates';
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
  }),
});

export const { useGetTrialCertificateQuery, useVerifyCertificateQuery } = certificatesApi;
