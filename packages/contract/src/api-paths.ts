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
    /** An image uploaded from the rich-text editor (multipart `file`). */
    media: 'admin/media/',
    quizzesBulk: 'admin/quizzes/bulk/',
    quizzesSupply: 'admin/quizzes/supply/',
    questions: 'admin/questions/',
    question: 'admin/questions/:id/',
    questionsBulk: 'admin/questions/bulk/',
    questionsImport: 'admin/questions/import/',
    questionsExport: 'admin/questions/export/',
    questionsImportTemplate: 'admin/questions/import/template/',
    questionImports: 'admin/questions/imports/',
    questionImport: 'admin/questions/imports/:id/',
    questionImportCancel: 'admin/questions/imports/:id/cancel/',
    categories: 'admin/categories/',
    category: 'admin/categories/:id/',
    quizCategories: 'admin/quiz-categories/',
    quizCategory: 'admin/quiz-categories/:id/',
    audit: 'admin/audit/',
    coupons: 'admin/coupons/',
    coupon: 'admin/coupons/:id/',
    couponUses: 'admin/coupons/:id/uses/',
    couponsBatch: 'admin/coupons/batch/',
    couponsExport: 'admin/coupons/export/',
    plans: 'admin/plans/',
    settings: 'admin/settings/',
    plan: 'admin/plans/:id/',
    competitions: 'admin/competitions/',
    competition: 'admin/competitions/:id/',
    competitionParticipants: 'admin/competitions/:id/participants/',
    competitionRanking: 'admin/competitions/:id/ranking/',
    competitionRankingExport: 'admin/competitions/:id/ranking/export/',
    competitionClose: 'admin/competitions/:id/close/',
    schools: 'admin/schools/',
    school: 'admin/schools/:id/',
    schoolMerge: 'admin/schools/:id/merge/',
    schoolCities: 'admin/schools/cities/',
    users: 'admin/users/',
    user: 'admin/users/:id/',
    payments: 'admin/payments/',
    payment: 'admin/payments/:id/',
    paymentRefund: 'admin/payments/:id/refund/',
    /** Any payment's receipt, for the operator (same query as the owner's). */
    paymentReceipt: 'admin/payments/:id/receipt/',
    userResendVerification: 'admin/users/:id/resend-verification/',
    /** A new invitation e-mail for an account without a password; earlier links stop working. */
    userInvitation: 'admin/users/:id/invitation/',
    /** Multipart roster (CSV or XLSX) of students, with `dry_run`. */
    usersImport: 'admin/users/import/',
    userAccommodations: 'admin/users/:id/accommodations/',
    userAccommodation: 'admin/users/:id/accommodations/:accommodationId/',
    privacyPolicyVersions: 'admin/privacy-policy/',
    privacyPolicyVersion: 'admin/privacy-policy/:id/',
    adminStatistics: 'admin/quizzes/:id/statistics/',
    adminStatisticsExport: 'admin/quizzes/:id/statistics/export/',
    quizResultsExport: 'admin/quizzes/:id/results/export/',
    analytics: 'admin/analytics/',
    analyticsRevenue: 'admin/analytics/revenue/',
    quizTrials: 'admin/quizzes/:id/trials/',
    trial: 'admin/trials/:trialId/',
    trialMarks: 'admin/trials/:trialId/marks/',
    trialIdentity: 'admin/trials/:trialId/identity/',
    trialReopen: 'admin/trials/:trialId/reopen/',
    trialExtraAttempt: 'admin/trials/:trialId/extra-attempt/',
    quizRegrade: 'admin/quizzes/:id/regrade/',
    /** Sitting password, IP ranges, one device, Safe Exam Browser (#32); they apply at once, not per version. */
    quizAccessRules: 'admin/quizzes/:id/access-rules/',
    /** A Safe Exam Browser configuration (.seb) that opens the quiz; its Config Key is always accepted. */
    quizSebConfig: 'admin/quizzes/:id/seb-config/',
    /** Unbinds a one-device attempt: the student's next start, on any device, binds that one. */
    trialReleaseDevice: 'admin/trials/:trialId/release-device/',
    /** Attempts with evidence (events) for a person's review, and one attempt's evidence and verdict. */
    quizIntegrity: 'admin/quizzes/:id/integrity/',
    /** Pairs of a version's attempts with improbably similar answers (collusion analysis, after the exam). */
    quizCollusion: 'admin/quizzes/:id/integrity/collusion/',
    trialIntegrity: 'admin/trials/:trialId/integrity/',
    /** The live monitor of a sitting and its actions (#32). */
    quizLive: 'admin/quizzes/:id/live/',
    quizExtend: 'admin/quizzes/:id/extend/',
    quizLiveAnnouncements: 'admin/quizzes/:id/announcements/',
    trialExtend: 'admin/trials/:trialId/extend/',
    trialEnd: 'admin/trials/:trialId/end/',
    marking: 'admin/marking/',
    announcements: 'admin/announcements/',
    groups: 'admin/groups/',
    group: 'admin/groups/:id/',
    groupMembers: 'admin/groups/:id/members/',
    groupGradebook: 'admin/groups/:id/gradebook/',
    groupGradebookStudent: 'admin/groups/:id/gradebook/students/:userId/',
    assignments: 'admin/assignments/',
    assignment: 'admin/assignments/:id/',
    /** An assignment's own access rules (#32): while set they replace its quiz's for its sittings; DELETE returns to the quiz's. */
    assignmentAccessRules: 'admin/assignments/:id/access-rules/',
    /** The .seb file for an assignment's sittings (the quiz's: SEB opens the same instructions page). */
    assignmentSebConfig: 'admin/assignments/:id/seb-config/',
    /** Keys for an operator's own software (admin only); `apiKey` DELETE revokes. */
    apiKeys: 'admin/api-keys/',
    apiKey: 'admin/api-keys/:id/',
    webhooks: 'admin/webhooks/',
    webhook: 'admin/webhooks/:id/',
    webhookDeliveries: 'admin/webhooks/:id/deliveries/',
    /** A new attempt of the same event (same id) to the same subscriber. */
    webhookDeliveryResend: 'admin/webhooks/:id/deliveries/:deliveryId/resend/',
    /** LMSs that launch Mizan over LTI 1.3 (#31), the tool's URLs to paste there, and grade passbacks. */
    ltiPlatforms: 'admin/lti/platforms/',
    ltiPlatform: 'admin/lti/platforms/:id/',
    ltiToolUrls: 'admin/lti/tool/',
    ltiKeysRotate: 'admin/lti/keys/rotate/',
    ltiPassbacks: 'admin/lti/passbacks/',
    ltiPassbackResend: 'admin/lti/passbacks/:trialId/resend/',
  },
  /** LTI 1.3 (#31): the LMS's browser posts to login and launch; the SPA exchanges the launch's code for a session. */
  lti: {
    login: 'lti/login/',
    launch: 'lti/launch/',
    jwks: 'lti/jwks/',
    register: 'lti/register/',
    /** The deep-linking picker's choice (a form post from our own picker page). */
    deepLinking: 'lti/deep-linking/',
    exchange: 'lti/exchange/',
  },
  /** Single sign-on with OpenID Connect providers configured by environment (modules/sso). */
  sso: {
    providers: 'auth/sso/providers/',
    start: 'auth/sso/:provider/start/',
    callback: 'auth/sso/:provider/callback/',
    /** The SPA trades the callback's single-use code for a session, as a password sign-in gets. */
    exchange: 'auth/sso/exchange/',
  },
  /** Public: an invited student sets their first password from the e-mailed link. */
  invitations: {
    show: 'invitations/:token/',
    accept: 'invitations/accept/',
  },
  notifications: {
    list: 'notifications/',
    read: 'notifications/read/',
    preferences: 'notifications/preferences/',
  },
  /** A file answer's files (#28): `files` POST uploads and GET lists; `file` GET reads and DELETE removes. */
  answerFiles: {
    files: 'quizzes/trials/:trialId/question/:questionId/files/',
    file: 'quizzes/trials/:trialId/question/:questionId/files/:fileId/',
  },
  privacyPolicy: 'privacy-policy/',
  trackVisitor: 'visitors/track-visitor/',
} as const;
