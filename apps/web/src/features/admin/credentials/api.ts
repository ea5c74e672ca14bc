import { credentialPaths, type CredentialKeysResponse, type RotateKeyResponse } from '@mizan/contract/credentials';
import { api } from '@/lib/api/api';

export const credentialsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCredentialKeys: build.query<CredentialKeysResponse, void>({ query: () => credentialPaths.keys }),
    rotateCredentialKey: build.mutation<RotateKeyResponse, void>({
      query: () => ({ url: credentialPaths.rotateKey, method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetCredentialKeysQuery, useRotateCredentialKeyMutation } = credentialsAdminApi;
