/** Client routes (client-spec §2), so links and redirects never spell a path twice. */
export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  forgetPassword: '/auth/forget-password',
  resetPassword: '/auth/reset-password',
  otp: '/auth/otp',
  loginOtpCode: '/auth/login-otp-code',
  /** Named in the spec but deliberately not routed. */
  loginOtpEmail: '/auth/login-otp-email',
  dashboard: '/dashboard',
  profile: '/profile',
  settings: '/settings',
  quizzes: '/quizzes',
  myQuizzes: '/my-quizzes',
  myResults: '/my-results-analytics',
  publicQuizzes: '/public-quizzes',
  certificate: '/certificate',
  payment: '/payment',
  paymentSuccess: '/payment/success',
  paymentFailed: '/payment/failed',
  preQuizPayment: '/pre-quiz-payment',
  preQuizPaymentSuccess: '/pre-quiz-payment/success',
  preQuizPaymentFailed: '/pre-quiz-payment/failed',
  preQuizPaymentVerify: '/pre-quiz-payment/verify',
  privacyPolicy: '/privacy-policy',
  adminOutbox: '/admin/outbox',
  quiz: (quizId: string | number) => `/quizzes/${quizId}`,
  instructions: (quizId: string | number) => `/quizzes/${quizId}/instructions`,
  play: (quizId: string | number, trialId: string, questionId: string | number) =>
    `/quizzes/${quizId}/trials/${trialId}/play/${questionId}`,
  results: (quizId: string | number, trialId: string) => `/quizzes/${quizId}/trials/${trialId}/results`,
  publicResults: (quizId: string | number, trialId: string) => `/quizzes/${quizId}/trials/${trialId}/results/public`,
  trialCertificate: (quizId: string | number, trialId: string) => `/quizzes/${quizId}/trials/${trialId}/certificate`,
} as const;

/** Where the sign-in page should send the user back to afterwards. */
export const loginWithRedirect = (target: string) => `${paths.login}?redirect=${encodeURIComponent(target)}`;
