import { AppError } from '../../lib/app-error.js';
import type { AccessPolicy } from '../trials/access-policy.js';
import { personalInfoRepo } from './repo.js';
import { isComplete, requiredFields } from './rules.js';
import { parseConfig } from './service.js';

/**
 * Wraps the start's access policy: a quiz that requires personal information refuses to start (before
 * any coupon or entitlement is consumed) until the required fields are saved. Quizzes that require nothing
 * cost no statement.
 */
export function requirePersonalInfo(inner: AccessPolicy): AccessPolicy {
  return {
    grantNow(request) {
      return requiredFields(parseConfig(request.quiz.personalInfo)).length ? null : (inner.grantNow?.(request) ?? null);
    },
    async grant(request) {
      const config = parseConfig(request.quiz.personalInfo);
      if (requiredFields(config).length && !isComplete(config, await personalInfoRepo(request.db).row(request.userId, request.quiz.id))) {
        throw new AppError(400, 'personal_info_required', 'engagement-errors:personal_info.missing');
      }
      return inner.grant(request);
    },
  };
}
