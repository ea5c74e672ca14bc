/** LTI 1.3 claim names (IMS LTI Core 1.3, Deep Linking 2.0, AGS 2.0, NRPS 2.0). */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
} as const;

export const SCOPE = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

const TEACHING = ['Instructor', 'ContentDeveloper', 'TeachingAssistant', 'Administrator', 'Mentor'];

/** Instructors (and the LMS's administrators) teach the course's class; everyone else learns in it. */
export function teaches(roles: unknown): boolean {
  if (!Array.isArray(roles)) return false;
  return roles.some((role) => {
    if (typeof role !== 'string') return false;
    const name = role.split('#').pop() ?? '';
    // Context roles (membership#Instructor), institution roles (institution/person#Administrator) and short names.
    return TEACHING.includes(name) || TEACHING.includes(role);
  });
}
