import type { PaymentGatewayConfig } from './config.js';
import {
  GatewayAuthError,
  type GatewayError,
  GatewayNotFoundError,
  GatewayRequestError,
  GatewayUnavailableError,
  type GatewayFormConfig,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway.js';
import { MoyasarErrorBody, MoyasarPayment, normalisePayment } from './moyasar-payment.js';
import { verifyWebhookEvent } from './webhook.js';

const TIMEOUT_MS = 10_000;
const FORM_VERSION = '1.15.0';
const MOYASAR_CDN = `https://cdn.moyasar.com/mpf/${FORM_VERSION}`;

/**
 * Moyasar's REST API over fetch, with basic auth (secret key, empty password). The same code talks to
 * real Moyasar and to our sandbox: only `apiBase` and the keys differ.
 */
export function createMoyasarGateway(config: PaymentGatewayConfig, publicUrl: string, timeoutMs = TIMEOUT_MS): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<GatewayPayment> {
    let response: Response;
    try {
      response = await fetch(`${config.apiBase}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayUnavailableError(`gateway unreachable: ${(err as Error).name}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = MoyasarPayment.safeParse(json);
      if (!parsed.success) throw new GatewayUnavailableError('gateway answered with an unexpected payment shape');
      return normalisePayment(parsed.data);
    }
    throw toGatewayError(response.status, json);
  }

  const idPath = (id: string) => `/payments/${encodeURIComponent(id)}`;

  return {
    fetchPayment: (id) => call('GET', idPath(id)),
    refund: (id, amountHalalas) => call('POST', `${idPath(id)}/refund`, amountHalalas === undefined ? {} : { amount: amountHalalas }),
    verifyWebhook: (body) => verifyWebhookEvent(body, config.webhookSecret),
    formConfig: (): GatewayFormConfig =>
      config.kind === 'sandbox'
        ? {
            kind: 'sandbox',
            publishableKey: config.publishableKey,
            apiBase: config.apiBase,
            hostedFormUrl: `${publicUrl}/sandbox/moyasar/form`,
          }
        : {
            kind: 'moyasar',
            publishableKey: config.publishableKey,
            apiBase: config.apiBase,
            formScriptUrl: `${MOYASAR_CDN}/moyasar.js`,
            formStylesheetUrl: `${MOYASAR_CDN}/moyasar.css`,
          },
  };
}

/** Extra CSP sources, per directive, that the gateway's card form needs in the browser. */
export interface GatewayCspSources {
  scriptSrc: string[];
  styleSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
  formAction: string[];
}

/**
 * Real Moyasar's embedded form: its script and stylesheet come from the CDN, the card is posted from the
 * browser straight to the API, and 3-D Secure continues on the API's transaction page (opened in a frame
 * or by form post, depending on the form version). The sandbox form is ours, so it needs nothing extra.
 */
export function moyasarFormCsp(config: PaymentGatewayConfig): GatewayCspSources {
  if (config.kind !== 'moyasar') return { scriptSrc: [], styleSrc: [], connectSrc: [], imgSrc: [], frameSrc: [], formAction: [] };
  const cdn = new URL(MOYASAR_CDN).origin;
  const api = new URL(config.apiBase).origin;
  return { scriptSrc: [cdn], styleSrc: [cdn], connectSrc: [api], imgSrc: [cdn, api], frameSrc: [api], formAction: [api] };
}

function toGatewayError(status: number, json: unknown): GatewayError {
  const body = MoyasarErrorBody.safeParse(json);
  const message = (body.success && body.data.message) || `gateway answered ${status}`;
  const type = body.success ? body.data.type : undefined;
  const errors = (body.success && body.data.errors) || undefined;
  if (status >= 500 || status === 429) return new GatewayUnavailableError(message, type, errors);
  if (status === 401 || status === 403) return new GatewayAuthError(message, type, errors);
  if (status === 404) return new GatewayNotFoundError(message, type, errors);
  return new GatewayRequestError(message, type, errors);
}
