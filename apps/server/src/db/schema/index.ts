// The registry drizzle needs: one object holding every table. Each module's tables live in their own file.
export * from './content.js';
export * from './analytics.js';
export * from './accounts.js';
export * from './quizzes.js';
export * from './sandbox-gateway.js';
export * from './lookups.js';
export * from './payments.js';
export * from './personal-info.js';
export * from './certificates.js';
export * from './competitions.js';
export * from './accommodations.js';
export * from './audit.js';
export * from './jobs.js';
export * from './settings.js';
export * from './notifications.js';
export * from './groups.js';
export * from './invitations.js';
