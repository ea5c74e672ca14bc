import { matchPath } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * The tab title of each page (WCAG 2.4.2), as `common` keys by route pattern; the first match wins, so a
 * literal path comes before a pattern that would also match it (/quizzes/… before /quizzes/:quizId).
 */
const TITLES: readonly [pattern: string, key: string][] = [
  [paths.login, 'pages.login'],
  [paths.register, 'pages.register'],
  [paths.forgetPassword, 'pages.forgetPassword'],
  [paths.resetPassword, 'pages.resetPassword'],
  [paths.otp, 'pages.otp'],
  [paths.loginOtpCode, 'pages.loginOtpCode'],
  [paths.dashboard, 'pages.dashboard'],
  [paths.profile, 'pages.profile'],
  [paths.settings, 'pages.settings'],
  [paths.notifications, 'pages.notifications'],
  [paths.quizzes, 'pages.quizzes'],
  [paths.myQuizzes, 'pages.myQuizzes'],
  [paths.myResults, 'pages.myResults'],
  [paths.myAssignments, 'pages.myAssignments'],
  [paths.publicQuizzes, 'pages.publicQuizzes'],
  [paths.certificate, 'pages.certificate'],
  [paths.payment, 'pages.payment'],
  [paths.paymentSuccess, 'pages.paymentSuccess'],
  [paths.paymentFailed, 'pages.paymentFailed'],
  [paths.preQuizPayment, 'pages.preQuizPayment'],
  [paths.preQuizPaymentSuccess, 'pages.preQuizPaymentSuccess'],
  [paths.preQuizPaymentFailed, 'pages.preQuizPaymentFailed'],
  [paths.preQuizPaymentVerify, 'pages.preQuizPaymentVerify'],
  [paths.privacyPolicy, 'privacy.title'],
  ['/quizzes/:quizId/instructions', 'pages.instructions'],
  ['/quizzes/:quizId/trials/:trialId/play/:questionId', 'pages.play'],
  ['/quizzes/:quizId/trials/:trialId/results/public', 'pages.publicResults'],
  ['/quizzes/:quizId/trials/:trialId/results', 'pages.trialResults'],
  ['/quizzes/:quizId/trials/:trialId/certificate', 'pages.trialCertificate'],
  ['/quizzes/:quizId', 'pages.quizOverview'],
];

/** The title key of a path, and the pattern it matched (one page across its params); not found otherwise. */
export function pageOf(pathname: string): { key: string; pattern: string } {
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return found ? { pattern: found[0], key: found[1] } : { pattern: '*', key: 'notFound.title' };
}
