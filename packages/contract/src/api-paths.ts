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
  /** The operator console's API: every route checks the role on the server and writes an audit row. */
  admin: {
    outbox: 'admin/outbox/',
    quizzes: 'admin/quizzes/',
    quiz: 'admin/quizzes/:id/',
    quizPublish: 'admin/quizzes/:id/publish/',
    quizUnpublish: 'admin/quizzes/:id/unpublish/',
    quizDuplicate: 'admin/quizzes/:id/duplicate/',
    quizPreview: 'admin/quizzes/:id/preview/',
    quizCover: 'admin/quizzes/:id/cover/',
    quizzesBulk: 'admin/quizzes/bulk/',
    questions: 'admin/questions/',
    question: 'admin/questions/:id/',
    questionsBulk: 'admin/questions/bulk/',
    categories: 'admin/categories/',
    category: 'admin/categories/:id/',
    quizCategories: 'admin/quiz-categories/',
    quizCategory: 'admin/quiz-categories/:id/',
    audit: 'admin/audit/',
    adminStatistics: 'admin/quizzes/:id/statistics/',
    adminStatisticsExport: 'admin/quizzes/:id/statistics/export/',
  },
  privacyPolicy: 'privacy-policy/',
  trackVisitor: 'visitors/track-visitor/',
} as const;
