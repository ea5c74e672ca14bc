import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../lib/storage.js';
import { operatorScope } from '../plugins/operator.js';
import { assignmentAdminRoutes } from './assignments/admin-routes.js';
import { groupAdminRoutes } from './groups/admin-routes.js';
import { gradebookAdminRoutes } from './groups/gradebook-routes.js';
import { accommodationAdminRoutes } from './accommodations/admin-routes.js';
import { statisticsAdminRoutes } from './analytics/admin-routes.js';
import { auditRoutes } from './audit/admin-routes.js';
import { quizAdminRoutes } from './authoring/admin-routes.js';
import { quizCategoryAdminRoutes } from './catalogue/admin-routes.js';
import { competitionAdminRoutes } from './competitions/admin-routes.js';
import { couponAdminRoutes } from './coupons/admin-routes.js';
import { schoolAdminRoutes } from './lookups/admin-routes.js';
import { markingAdminRoutes } from './marking/admin-routes.js';
import { settingsAdminRoutes } from './settings/admin-routes.js';
import { planAdminRoutes } from './plans/admin-routes.js';
import { privacyPolicyAdminRoutes } from './privacy-policy/admin-routes.js';
import { paymentAdminRoutes } from './payments/admin-routes.js';
import type { PaymentProcessor } from './payments/processor.js';
import { announcementAdminRoutes } from './notifications/admin-routes.js';
import { outboxRoutes } from './outbox/routes.js';
import { bankCategoryRoutes } from './question-bank/categories-routes.js';
import { questionAdminRoutes } from './question-bank/admin-routes.js';
import { questionTransferAdminRoutes } from './question-transfer/admin-routes.js';
import { questionImportJobRoutes } from './question-transfer/background-routes.js';
import { questionImportTemplateRoutes } from './question-import/template-routes.js';
import { userAdminRoutes } from './users/admin-routes.js';
import { rosterImportAdminRoutes } from './roster-import/admin-routes.js';
import type { AccountService } from './accounts/service.js';

/** Every /api/v1/admin/ route, in one scope whose hook checks the operator role before anything else runs. */
export const adminRoutes: FastifyPluginAsync<{ storage: FileStorage; accounts: AccountService; payments: PaymentProcessor }> = async (
  api,
  { storage, accounts, payments },
) => {
  operatorScope(api);
  await api.register(outboxRoutes);
  await api.register(quizAdminRoutes, { storage });
  await api.register(questionAdminRoutes);
  await api.register(questionTransferAdminRoutes, { storage });
  await api.register(questionImportJobRoutes, { storage });
  await api.register(bankCategoryRoutes);
  await api.register(quizCategoryAdminRoutes);
  await api.register(auditRoutes);
  await api.register(statisticsAdminRoutes);
  await api.register(userAdminRoutes, { accounts });
  await api.register(rosterImportAdminRoutes);
  await api.register(accommodationAdminRoutes);
  await api.register(couponAdminRoutes);
  await api.register(planAdminRoutes);
  await api.register(settingsAdminRoutes);
  await api.register(privacyPolicyAdminRoutes);
  await api.register(paymentAdminRoutes, { processor: payments });
  await api.register(competitionAdminRoutes);
  await api.register(schoolAdminRoutes);
  await api.register(questionImportTemplateRoutes);
  await api.register(markingAdminRoutes);
  await api.register(announcementAdminRoutes);
  await api.register(groupAdminRoutes);
  await api.register(gradebookAdminRoutes);
  await api.register(assignmentAdminRoutes);
};
