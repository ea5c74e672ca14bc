import i18next from 'i18next';
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';
import LoginPage from '@/features/auth/pages/login-page';
import { paths } from '@/lib/paths';
import { prefetchLoader } from '@/lib/prefetch';
import { RequireAdmin, RequireAuth, RequireOperator, VisitorOnly } from './guards';
import { PlainLayout } from './layouts/plain-layout';
import { Root } from './shell/root';

type ComponentModule = Promise<{ default: ComponentType }>;
interface PageOptions {
  loader?: RouteObject['loader'];
  /**
   * The translations the page and what it composes show beside `common`. They load with its code: a component that
   * first asks for a namespace once the page is drawn (a block that appears with its data) suspends, and with no
   * boundary of its own React hid the whole app until the file came, then held the page back by its 300 ms reveal
   * throttle (issue #17: the dashboard and a result blinked empty on every first visit). The server preloads the
   * same files for a first visit (apps/server/src/plugins/spa-preload.ts).
   */
  namespaces?: string[];
}

/**
 * Pages and every layout but the sign-in page's load on first visit. The sign-in page (its card and links; its form
 * loads after the first paint) is part of the entry: a lazy chunk for it was one more request and one more step
 * between the framework's code and the first paint of /auth/login (issue #17's budget: 12 requests).
 */
const lazyComponent = (load: () => ComponentModule, namespaces: string[] = []) => ({
  lazy: async () => {
    // i18next's promise resolves when a file fails too (it retries, and shows keys meanwhile).
    const [module] = await Promise.all([load(), namespaces.length > 0 && i18next.loadNamespaces(namespaces)]);
    return { Component: module.default };
  },
});
const page = (path: string, load: () => ComponentModule, { loader, namespaces }: PageOptions = {}): RouteObject => ({
  path,
  ...lazyComponent(load, namespaces),
  ...(loader && { loader }),
});

const authTexts = { namespaces: ['auth', 'errors'] };
const quizTexts = { namespaces: ['quizzes'] };
const resultTexts = { namespaces: ['results'] };
const certificateTexts = { namespaces: ['certificates'] };
const paymentTexts = { namespaces: ['payments'] };

// Pages whose first view is data: the route asks for it while the page's code and the session load (lib/prefetch.ts).
const signedIn = { signedIn: true };
const prefetchDashboard = prefetchLoader(() => import('@/features/dashboard/prefetch').then((m) => m.prefetchDashboard), signedIn);
const prefetchQuizzes = prefetchLoader(() => import('@/features/quizzes/prefetch').then((m) => m.prefetchQuizzes), signedIn);
const prefetchPublicQuizzes = prefetchLoader(() => import('@/features/quizzes/prefetch').then((m) => m.prefetchPublicQuizzes), {
  signedIn: false,
});
// The result, and what the app composes below it.
const prefetchTrialResult = prefetchLoader(
  () =>
    Promise.all([
      import('@/features/results/prefetch').then((m) => m.prefetchTrialResult),
      import('@/features/personal-info/prefetch').then((m) => m.prefetchPersonalInfo),
      import('@/features/quizzes/prefetch').then((m) => m.prefetchAfterResult),
    ]).then((prefetches) => (page) => prefetches.forEach((prefetch) => prefetch(page))),
  signedIn,
);

// Features do not import each other: the personal-information step and summary, and what comes after a result,
// are composed into the quiz pages here.
const instructionsWithPersonalInfo = async () => {
  const [{ default: Instructions }, { PersonalInfoGate }] = await Promise.all([
    import('@/features/quizzes/pages/instructions-page'),
    import('@/features/personal-info/components/personal-info-gate'),
  ]);
  return { default: () => <Instructions beforeStart={PersonalInfoGate} /> };
};
const resultsWithPersonalInfo = async () => {
  const [{ default: Results }, { PersonalInfoSummary }, { AfterResult }] = await Promise.all([
    import('@/features/results/pages/trial-results-page'),
    import('@/features/personal-info/components/personal-info-summary'),
    import('@/features/quizzes/components/after-result'),
  ]);
  return {
    default: () => (
      <Results
        extra={
          <>
            <PersonalInfoSummary />
            <AfterResult />
          </>
        }
      />
    ),
  };
};

/** The operator console: one tree under /admin, every page its own chunk, none of it in the student bundle. */
const consoleRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.adminQuizzes} replace /> },
  page(paths.adminQuizzes, () => import('@/features/admin/quizzes/quizzes-page')),
  page(paths.adminQuizNew, () => import('@/features/admin/quizzes/quiz-editor-page')),
  page('/admin/quizzes/:quizId', () => import('@/features/admin/quizzes/quiz-editor-page')),
  page('/admin/quizzes/:quizId/statistics', () => import('@/features/admin/analytics/statistics-page')),
  page('/admin/quizzes/:quizId/trials', () => import('@/features/admin/marking/trials-page')),
  page('/admin/quizzes/:quizId/marking', () => import('@/features/admin/marking/marking-page')),
  page('/admin/quizzes/:quizId/integrity', () => import('@/features/admin/integrity/integrity-page')),
  page('/admin/quizzes/:quizId/live', () => import('@/features/admin/live/live-page')),
  page('/admin/trials/:trialId', () => import('@/features/admin/marking/trial-page')),
  page(paths.adminMarking, () => import('@/features/admin/marking/marking-home-page')),
  page(paths.adminAnalytics, () => import('@/features/admin/analytics/analytics-page')),
  page(paths.adminBank, () => import('@/features/admin/bank/bank-page')),
  page(paths.adminBankImport, () => import('@/features/admin/question-transfer/import-page')),
  page(paths.adminCategories, () => import('@/features/admin/categories/categories-page')),
  page(paths.adminAudit, () => import('@/features/admin/audit/audit-page')),
  page(paths.adminOutbox, () => import('@/features/admin/outbox/outbox-page')),
  page(paths.adminAnnouncements, () => import('@/features/admin/announcements/announcements-page')),
  page(paths.adminCoupons, () => import('@/features/admin/coupons/coupons-page')),
  page(paths.adminSchools, () => import('@/features/admin/schools/schools-page')),
  page(paths.adminGroups, () => import('@/features/admin/groups/groups-page')),
  page(paths.adminApiKeys, () => import('@/features/admin/api-keys/api-keys-page')),
  page(paths.adminWebhooks, () => import('@/features/admin/webhooks/webhooks-page')),
  page('/admin/webhooks/:webhookId', () => import('@/features/admin/webhooks/deliveries-page')),
  page('/admin/groups/:groupId', () => import('@/features/admin/groups/group-page')),
  page('/admin/groups/:groupId/gradebook', () => import('@/features/admin/gradebook/gradebook-page')),
  page(paths.adminAssignments, () => import('@/features/admin/assignments/assignments-page')),
  page(paths.adminCompetitions, () => import('@/features/admin/competitions/competitions-page')),
  page('/admin/competitions/:competitionId', () => import('@/features/admin/competitions/competition-page')),
  {
    element: <RequireAdmin />,
    children: [
      page(paths.adminUsers, () => import('@/features/admin/users/users-page')),
      page(paths.adminPrivacyPolicy, () => import('@/features/admin/privacy-policy/versions-page')),
      page('/admin/privacy-policy/:versionId', () => import('@/features/admin/privacy-policy/version-editor-page')),
      page(paths.adminPayments, () => import('@/features/admin/payments/payments-page')),
      page(paths.adminPlans, () => import('@/features/admin/plans/plans-page')),
      page(paths.adminCredentials, () => import('@/features/admin/credentials/credentials-page')),
      page(paths.adminLti, () => import('@/features/admin/lti/lti-page')),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorFallback />,
    // While the first page's code loads nothing is drawn (the progress bar shows); saying so silences React Router's warning.
    HydrateFallback: () => null,
    children: [
      { path: paths.home, element: <Navigate to={paths.login} replace /> },
      {
        element: <VisitorOnly />,
        children: [
          {
            element: <PlainLayout />,
            children: [
              { path: paths.login, element: <LoginPage /> },
              page(paths.register, () => import('@/features/auth/pages/register-page'), authTexts),
              page(paths.forgetPassword, () => import('@/features/auth/pages/forget-password-page'), authTexts),
              page(paths.resetPassword, () => import('@/features/auth/pages/reset-password-page'), authTexts),
              page(paths.otp, () => import('@/features/auth/pages/otp-page'), authTexts),
              page(paths.loginOtpCode, () => import('@/features/auth/pages/login-otp-code-page'), authTexts),
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            ...lazyComponent(() => import('./layouts/main-layout')),
            children: [
              page(paths.dashboard, () => import('@/features/dashboard/pages/dashboard-page'), {
                loader: prefetchDashboard,
                namespaces: ['dashboard', 'competitions', 'quizzes-errors'],
              }),
              page(paths.profile, () => import('@/features/profile/pages/profile-page'), { namespaces: ['profile', 'errors'] }),
              page(paths.settings, () => import('@/features/settings/pages/settings-page'), { namespaces: ['notifications'] }),
              page(paths.notifications, () => import('@/features/notifications/pages/notifications-page'), {
                namespaces: ['notifications'],
              }),
              page(paths.quizzes, () => import('@/features/quizzes/pages/quizzes-page'), { loader: prefetchQuizzes, ...quizTexts }),
              page(paths.myQuizzes, () => import('@/features/quizzes/pages/my-quizzes-page'), quizTexts),
              page(paths.myResults, () => import('@/features/results/pages/my-results-page'), resultTexts),
              page(paths.myAssignments, () => import('@/features/dashboard/pages/assignments-page'), {
                namespaces: ['dashboard', 'competitions', 'quizzes-errors'],
              }),
              page('/quizzes/:quizId/instructions', instructionsWithPersonalInfo, { namespaces: ['quizzes', 'personal-info', 'errors'] }),
              page(paths.payment, () => import('@/features/payments/pages/payment-page'), paymentTexts),
              page(paths.paymentSuccess, () => import('@/features/payments/pages/payment-success-page'), paymentTexts),
              page(paths.paymentFailed, () => import('@/features/payments/pages/payment-failed-page'), paymentTexts),
              page(paths.preQuizPayment, () => import('@/features/payments/pages/pre-quiz-payment-page'), paymentTexts),
              page(paths.preQuizPaymentSuccess, () => import('@/features/payments/pages/pre-quiz-payment-success-page'), paymentTexts),
              page(paths.preQuizPaymentFailed, () => import('@/features/payments/pages/pre-quiz-payment-failed-page'), paymentTexts),
              page(paths.preQuizPaymentVerify, () => import('@/features/payments/pages/pre-quiz-payment-verify-page'), paymentTexts),
            ],
          },
          {
            path: paths.admin,
            element: <RequireOperator />,
            children: [{ ...lazyComponent(() => import('@/features/admin/shell/console-layout')), children: consoleRoutes }],
          },
          {
            ...lazyComponent(() => import('./layouts/result-layout')),
            children: [
              page('/quizzes/:quizId/trials/:trialId/results', resultsWithPersonalInfo, {
                loader: prefetchTrialResult,
                namespaces: ['results', 'personal-info', 'quizzes'],
              }),
              page(
                '/quizzes/:quizId/trials/:trialId/certificate',
                () => import('@/features/certificates/pages/trial-certificate-page'),
                certificateTexts,
              ),
            ],
          },
          {
            ...lazyComponent(() => import('./layouts/minimal-layout')),
            children: [
              page('/quizzes/:quizId/trials/:trialId/play/:questionId', () => import('@/features/player/pages/play-page'), {
                namespaces: ['player'],
              }),
            ],
          },
        ],
      },
      {
        ...lazyComponent(() => import('./layouts/public-layout')),
        children: [
          page('/quizzes/:quizId', () => import('@/features/quizzes/pages/quiz-overview-page'), quizTexts),
          page(paths.publicQuizzes, () => import('@/features/quizzes/pages/public-quizzes-page'), {
            loader: prefetchPublicQuizzes,
            ...quizTexts,
          }),
          page(
            '/quizzes/:quizId/trials/:trialId/results/public',
            () => import('@/features/results/pages/public-results-page'),
            resultTexts,
          ),
          page(paths.certificate, () => import('@/features/certificates/pages/certificate-page'), certificateTexts),
          page(paths.privacyPolicy, () => import('@/features/privacy/pages/privacy-policy-page')),
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          // Signed in or not: whoever holds the link (a shared lab computer may have someone else signed in).
          page(paths.invitation, () => import('@/features/auth/pages/invitation-page'), authTexts),
          // The landing of single sign-on: it signs in whoever the provider vouched for, whoever was signed in before.
          page(paths.sso, () => import('@/features/auth/pages/sso-landing-page'), authTexts),
          // An LMS launch (LTI), whoever is signed in here: the launch's own user takes over.
          page(paths.ltiStart, () => import('@/features/lti/pages/lti-start-page'), authTexts),
          page('*', () => import('@/features/errors/pages/not-found-page')),
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
