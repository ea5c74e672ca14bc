/** Every path the web client calls (client-spec §7), relative to the API base `/api/v1/`. */
export const API_BASE = '/api/v1/';

export const apiPaths = {
  auth: {
    login: 'auth/login/',
    loginOtp: 'auth/login_otp/',
    verifyOtp: 'auth/verify_otp/',
    register: 'auth/register/',
    validateEmail: 'auth/validate-email/',
    resendVerificationCode: 'auth/resend-verification-code/',
    forgotPassword: 'auth/forgot-password/',
    resetPassword: 'auth/reset-password/',
    logout: 'auth/logout/',
    changePassword: 'auth/change-password/',
    refresh: 'auth/refresh/',
  },
  profile: {
    me: 'profile/me/',
    update: 'profile/me/update/',
    deletePicture: 'profile/me/delete-profile-pic/',
  },
  admin: {
    outbox: 'admin/outbox/',
  },
  privacyPolicy: 'privacy-policy/',
  trackVisitor: 'visitors/track-visitor/',
} as const;
