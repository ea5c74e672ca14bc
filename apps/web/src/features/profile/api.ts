import { apiPaths } from '@mizan/contract/api-paths';
import type { ChangePasswordRequest, TokenPairResponse } from '@mizan/contract/auth';
import type { ProfileResponse, ProfileUpdateRequest } from '@mizan/contract/profile';
import { paymentPaths, type PurchaseHistoryResponse } from '@mizan/contract/payments';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';
import type { AppDispatch } from '@/app/store';
import { sessionApi } from '@/lib/session/session-api';
import { userLoaded } from '@/lib/session/session-slice';
import { tokenStorage } from '@/lib/session/token-storage';

/** Client-spec §4: a profile update or a picture delete re-fetches the profile, which the whole app shows. */
async function refetchProfile(dispatch: AppDispatch, done: Promise<unknown>) {
  try {
    await done;
  } catch {
    return;
  }
  const me = await dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
  if (me.data) dispatch(userLoaded(me.data));
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The student's paid purchases, newest first, each with its receipt. */
    getPurchases: build.query<PurchaseHistoryResponse, void>({
      query: () => paymentPaths.mine,
      providesTags: [LOCALIZED],
    }),
    updateProfile: build.mutation<ProfileResponse, ProfileUpdateRequest | FormData>({
      query: (body) => ({ url: apiPaths.profile.update, method: 'PUT', body }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => refetchProfile(dispatch as AppDispatch, queryFulfilled),
    }),
    deleteAvatar: build.mutation<void, void>({
      query: () => ({ url: apiPaths.profile.deletePicture, method: 'DELETE' }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => refetchProfile(dispatch as AppDispatch, queryFulfilled),
    }),
    changePassword: build.mutation<TokenPairResponse, ChangePasswordRequest>({
      query: (body) => ({ url: apiPaths.auth.changePassword, method: 'POST', body }),
      // Every older session was revoked; these fresh tokens keep this one alive.
      async onQueryStarted(_, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) tokenStorage.save(data);
      },
    }),
  }),
});

export const { useGetPurchasesQuery, useUpdateProfileMutation, useDeleteAvatarMutation, useChangePasswordMutation } = profileApi;
