import { apiPaths } from '@mizan/contract/api-paths';
import type {
  ForgotPasswordRequest,
  LoginOtpRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResendVerificationCodeRequest,
  ResetPasswordRequest,
  SessionResponse,
  ValidateEmailRequest,
  VerifyOtpRequest,
} from '@mizan/contract/auth';
import type { AcceptInvitationRequest, InvitationResponse } from '@mizan/contract/invitations';
import type { SsoExchangeRequest, SsoExchangeResponse, SsoProvidersResponse } from '@mizan/contract/sso';
import { api } from '@/lib/api/api';

const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginRequest>({ query: post(apiPaths.auth.login) }),
    register: build.mutation<MessageResponse, RegisterRequest>({ query: post(apiPaths.auth.register) }),
    validateEmail: build.mutation<SessionResponse, ValidateEmailRequest>({ query: post(apiPaths.auth.validateEmail) }),
    resendVerificationCode: build.mutation<MessageResponse, ResendVerificationCodeRequest>({
      query: post(apiPaths.auth.resendVerificationCode),
    }),
    loginOtp: build.mutation<MessageResponse, LoginOtpRequest>({ query: post(apiPaths.auth.loginOtp) }),
    verifyOtp: build.mutation<SessionResponse, VerifyOtpRequest>({ query: post(apiPaths.auth.verifyOtp) }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({ query: post(apiPaths.auth.forgotPassword) }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({ query: post(apiPaths.auth.resetPassword) }),
    invitation: build.query<InvitationResponse, string>({
      query: (token) => apiPaths.invitations.show.replace(':token', encodeURIComponent(token)),
    }),
    acceptInvitation: build.mutation<SessionResponse, AcceptInvitationRequest>({ query: post(apiPaths.invitations.accept) }),
    ssoProviders: build.query<SsoProvidersResponse, void>({ query: () => apiPaths.sso.providers }),
    ssoExchange: build.mutation<SsoExchangeResponse, SsoExchangeRequest>({ query: post(apiPaths.sso.exchange) }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useValidateEmailMutation,
  useResendVerificationCodeMutation,
  useLoginOtpMutation,
  useVerifyOtpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useInvitationQuery,
  useAcceptInvitationMutation,
  useSsoProvidersQuery,
  useSsoExchangeMutation,
} = authApi;
