import type { CertificateResponse, VerifyResponse } from '@mizan/contract/certificates';
import { api } from '@/lib/api/api';

export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrialCertificate: build.query<CertificateResponse, { trialId: string; quizId: string }>({
      query: ({ trialId, quizId }) => `quizzes/results/${trialId}/${quizId}/certificate/`,
    }),
    verifyCertificate: build.query<VerifyResponse, string>({ query: (code) => ({ url: 'certificates/verify/', params: { code } }) }),
  }),
});

export const { useGetTrialCertificateQuery, useVerifyCertificateQuery } = certificatesApi;
