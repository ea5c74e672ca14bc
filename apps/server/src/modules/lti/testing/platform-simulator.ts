/**
 * An LTI 1.3 platform that behaves like Moodle, for tests: its own keys and JWKS, OIDC login and launch, dynamic
 * registration, OAuth2 client credentials (our client assertion checked against the tool's JWKS over HTTP), AGS line
 * items and scores, an NRPS membership list and the deep-linking return. It knows the tool only by its URLs: nothing
 * of the tool's code is imported here.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface SimUser {
  sub: string;
  name: string;
  email: string;
  roles: 'learner' | 'instructor';
}

export interface ScoreReceived {
  lineItem: string;
  score: Record<string, unknown>;
}

const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
};
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

export interface LaunchOptions {
  user: SimUser;
  resourceLinkId?: string;
  quizId?: number;
  context?: { id: string; title: string };
  /** Override or add id_token claims (wrong deployment, another audience). */
  claims?: Record<string, unknown>;
  /** Sign with a key the platform never published. */
  forge?: boolean;
  /** Seconds from now the id_token expires (negative: already expired). */
  expiresIn?: number;
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
}

export interface LaunchResult {
  status: number;
  location: string | null;
  body: string;
  /** The form fields posted to the tool, to post again (a replay). */
  form: { id_token: string; state: string };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });

export class LtiPlatformSimulator {
  readonly kid = randomUUID();
  readonly deploymentId = 'deployment-1';
  clientId = 'mizan-client';
  /** Scores the AGS endpoint accepted, in order. */
  readonly scores: ScoreReceived[] = [];
  /** Answers the next N score posts with 503 (an LMS that is down). */
  failScores = 0;
  /** Members of each context (NRPS). */
  readonly members = new Map<string, SimUser[]>();
  /** Deep-linking responses the platform verified. */
  readonly deepLinks: JWTPayload[] = [];
  /** The registration the tool made (dynamic registration). */
  registration: Record<string, unknown> | null = null;
  toolJwksUrl = '';
  toolLaunchUrl = '';
  toolLoginUrl = '';
  private server!: Server;
  private privateKey!: CryptoKey;
  private publicJwk!: Record<string, unknown>;
  private tokens = new Map<string, string>();
  baseUrl = '';
  /** The language of the browser that drives launches. */
  language = 'en';

  /**
   * `host: 'localhost'` puts the platform on another site than a tool at 127.0.0.1, so a browser treats the tool in
   * its iframe as a third party (its cookies are then blocked), as with a real LMS.
   */
  static async start(options: { host?: '127.0.0.1' | 'localhost' } = {}): Promise<LtiPlatformSimulator> {
    const sim = new LtiPlatformSimulator();
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    sim.privateKey = privateKey;
    sim.publicJwk = { ...(await exportJWK(publicKey)), kid: sim.kid, alg: 'RS256', use: 'sig' };
    sim.server = createServer((req, res) => {
      sim.handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      });
    });
    const host = options.host ?? '127.0.0.1';
    // localhost may resolve to ::1 or 127.0.0.1: listen on both.
    await new Promise<void>((resolve) => (host === 'localhost' ? sim.server.listen(0, resolve) : sim.server.listen(0, host, resolve)));
    sim.baseUrl = `http://${host}:${(sim.server.address() as AddressInfo).port}`;
    return sim;
  }

  get issuer() {
    return this.baseUrl;
  }
  get authUrl() {
    return `${this.baseUrl}/auth`;
  }
  get tokenUrl() {
    return `${this.baseUrl}/token`;
  }
  get jwksUrl() {
    return `${this.baseUrl}/jwks`;
  }
  /** What an admin types into Mizan's console to register this platform by hand. */
  get manualRegistration() {
    return {
      issuer: this.issuer,
      client_id: this.clientId,
      auth_login_url: this.authUrl,
      auth_token_url: this.tokenUrl,
      jwks_url: this.jwksUrl,
      deployment_ids: [this.deploymentId],
    };
  }
  lineItemUrl(id: string) {
    return `${this.baseUrl}/lineitems/${id}?type_id=1`;
  }

  /** The tool's URLs, as an admin pastes them into the LMS. */
  configureTool(urls: { login: string; launch: string; jwks: string }) {
    this.toolLoginUrl = urls.login;
    this.toolLaunchUrl = urls.launch;
    this.toolJwksUrl = urls.jwks;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The whole browser journey of a launch, as Moodle drives it: login initiation, authorization, form post. */
  async launch(options: LaunchOptions): Promise<LaunchResult> {
    const hint = Buffer.from(JSON.stringify(options)).toString('base64url');
    const login = new URL(this.toolLoginUrl);
    login.search = new URLSearchParams({
      iss: this.issuer,
      login_hint: options.user.sub,
      target_link_uri: this.toolLaunchUrl,
      lti_message_hint: hint,
      client_id: this.clientId,
      lti_deployment_id: this.deploymentId,
    }).toString();
    const started = await fetch(login, { redirect: 'manual', headers: { 'accept-language': this.language } });
    const location = started.headers.get('location');
    if (started.status !== 302 || !location)
      return { status: started.status, location, body: await started.text(), form: { id_token: '', state: '' } };
    const auth = new URL(location);
    if (`${auth.origin}${auth.pathname}` !== this.authUrl) throw new Error(`login redirected elsewhere: ${location}`);
    const form = await this.authorize(auth.searchParams, options);
    return this.post(form);
  }

  /** Posts launch fields to the tool's launch URL (used again to replay them). */
  async post(form: { id_token: string; state: string }): Promise<LaunchResult> {
    const res = await fetch(this.toolLaunchUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': this.language },
      body: new URLSearchParams(form),
    });
    return { status: res.status, location: res.headers.get('location'), body: await res.text(), form };
  }

  /** The OIDC authorization step: checks what the tool asked for and signs the id_token. */
  private async authorize(params: URLSearchParams, options: LaunchOptions): Promise<{ id_token: string; state: string }> {
    const expect = { scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: this.clientId };
    for (const [k, v] of Object.entries(expect)) if (params.get(k) !== v) throw new Error(`authorization: ${k} is ${params.get(k)}`);
    if (params.get('redirect_uri') !== this.toolLaunchUrl) throw new Error(`authorization: redirect_uri ${params.get('redirect_uri')}`);
    if (params.get('login_hint') !== options.user.sub) throw new Error('authorization: login_hint changed');
    const nonce = params.get('nonce');
    const state = params.get('state');
    if (!nonce || !state) throw new Error('authorization: no nonce or state');
    return { id_token: await this.idToken(options, nonce), state };
  }

  async idToken(options: LaunchOptions, nonce: string): Promise<string> {
    const { user } = options;
    const context = options.context ?? { id: 'course-1', title: 'Physics 101' };
    const type = options.messageType ?? 'LtiResourceLinkRequest';
    const claims: Record<string, unknown> = {
      nonce,
      name: user.name,
      email: user.email,
      [`${LTI}message_type`]: type,
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: this.deploymentId,
      [`${LTI}target_link_uri`]: this.toolLaunchUrl,
      [`${LTI}roles`]: [ROLE[user.roles]],
      [`${LTI}context`]: { id: context.id, title: context.title, type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'] },
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
        context_memberships_url: `${this.baseUrl}/nrps/${encodeURIComponent(context.id)}`,
        service_versions: ['2.0'],
      },
      ...options.claims,
    };
    if (type === 'LtiResourceLinkRequest') {
      const link = options.resourceLinkId ?? 'link-1';
      claims[`${LTI}resource_link`] = { id: link, title: 'Quiz' };
      if (options.quizId !== undefined) claims[`${LTI}custom`] = { quiz_id: String(options.quizId) };
      claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
        scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', 'https://purl.imsglobal.org/spec/lti-ags/scope/score'],
        lineitems: `${this.baseUrl}/lineitems`,
        lineitem: this.lineItemUrl(link),
      };
    } else {
      claims['https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings'] = {
        deep_link_return_url: `${this.baseUrl}/deep-linking-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        data: 'opaque-data',
      };
    }
    const key = options.forge ? (await generateKeyPair('RS256')).privateKey : this.privateKey;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(user.sub)
      .setAudience((options.claims?.['aud'] as string | undefined) ?? this.clientId)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (options.expiresIn ?? 300))
      .sign(key);
  }

  private send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
    res.writeHead(status, { 'content-type': type }).end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  private bearer(req: IncomingMessage, scope: string): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return !!token && (this.tokens.get(token) ?? '').split(' ').includes(scope);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const path = url.pathname;
    if (req.method === 'GET' && path === '/jwks') return this.send(res, 200, { keys: [this.publicJwk] });
    if (req.method === 'GET' && path === '/.well-known/openid-configuration') return this.send(res, 200, this.openidConfiguration());
    if (req.method === 'POST' && path === '/registration') return this.register(req, res);
    // A browser's launch: the course page frames the activity, which starts the tool's login; the authorization
    // endpoint answers the auto-posting form a real LMS answers.
    if (req.method === 'GET' && path === '/course') {
      const start = `${this.baseUrl}/start?${url.searchParams.toString()}`;
      return this.send(
        res,
        200,
        `<!doctype html><html lang="en"><head><title>Course</title></head><body><main><h1>Course page</h1><iframe title="Mizan activity" src="${start.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" style="width:100%;height:80vh;border:0"></iframe></main></body></html>`,
        'text/html',
      );
    }
    if (req.method === 'GET' && path === '/start') {
      const options = JSON.parse(url.searchParams.get('launch') ?? '{}') as LaunchOptions;
      const login = new URL(this.toolLoginUrl);
      login.search = new URLSearchParams({
        iss: this.issuer,
        login_hint: options.user.sub,
        target_link_uri: this.toolLaunchUrl,
        lti_message_hint: Buffer.from(JSON.stringify(options)).toString('base64url'),
        client_id: this.clientId,
        lti_deployment_id: this.deploymentId,
      }).toString();
      res.writeHead(302, { location: login.toString() }).end();
      return;
    }
    if (req.method === 'GET' && path === '/auth') {
      const options = JSON.parse(Buffer.from(url.searchParams.get('lti_message_hint') ?? '', 'base64url').toString()) as LaunchOptions;
      const form = await this.authorize(url.searchParams, options);
      const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      return this.send(
        res,
        200,
        `<!doctype html><html lang="en"><head><title>Launching</title></head><body><form method="post" action="${esc(this.toolLaunchUrl)}"><input type="hidden" name="id_token" value="${esc(form.id_token)}"><input type="hidden" name="state" value="${esc(form.state)}"><button type="submit">Continue</button></form><script>document.forms[0].submit()</script></body></html>`,
        'text/html',
      );
    }
    if (req.method === 'POST' && path === '/token') return this.token(req, res);
    const scores = /^\/lineitems\/([^/]+)\/scores$/.exec(path);
    if (req.method === 'POST' && scores) {
      if (!this.bearer(req, 'https://purl.imsglobal.org/spec/lti-ags/scope/score')) return this.send(res, 401, { error: 'unauthorized' });
      if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return this.send(res, 415, { error: 'content type' });
      if (this.failScores > 0) {
        this.failScores--;
        return this.send(res, 503, { error: 'down' });
      }
      this.scores.push({ lineItem: decodeURIComponent(scores[1]!), score: JSON.parse(await readBody(req)) as Record<string, unknown> });
      return this.send(res, 200, {});
    }
    const nrps = /^\/nrps\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && nrps) {
      if (!this.bearer(req, 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly'))
        return this.send(res, 401, { error: 'unauthorized' });
      const id = decodeURIComponent(nrps[1]!);
      return this.send(
        res,
        200,
        {
          id: url.toString(),
          context: { id, title: 'Physics 101' },
          members: (this.members.get(id) ?? []).map((m) => ({
            user_id: m.sub,
            name: m.name,
            email: m.email,
            status: 'Active',
            roles: [ROLE[m.roles]],
          })),
        },
        'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
      );
    }
    if (req.method === 'POST' && path === '/deep-linking-return') {
      const jwt = new URLSearchParams(await readBody(req)).get('JWT') ?? '';
      const { payload } = await jwtVerify(jwt, createRemoteJWKSet(new URL(this.toolJwksUrl)), {
        issuer: this.clientId,
        audience: this.issuer,
      });
      if (payload[`${LTI}message_type`] !== 'LtiDeepLinkingResponse')
        return this.send(res, 400, 'not a deep-linking response', 'text/plain');
      this.deepLinks.push(payload);
      return this.send(res, 200, '<p>Content added</p>', 'text/html');
    }
    return this.send(res, 404, { error: 'not found' });
  }

  openidConfiguration() {
    return {
      issuer: this.issuer,
      authorization_endpoint: this.authUrl,
      token_endpoint: this.tokenUrl,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      jwks_uri: this.jwksUrl,
      registration_endpoint: `${this.baseUrl}/registration`,
      scopes_supported: ['openid'],
      response_types_supported: ['id_token'],
      subject_types_supported: ['public', 'pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email'],
      'https://purl.imsglobal.org/spec/lti-platform-configuration': {
        product_family_code: 'moodle',
        version: '4.5',
        messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
      },
    };
  }

  /** Dynamic registration: a bearer registration token, the tool's configuration in, a client id out. */
  private async register(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== 'Bearer reg-token-1') return this.send(res, 401, { error: 'invalid registration token' });
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const tool = body['https://purl.imsglobal.org/spec/lti-tool-configuration'] as Record<string, unknown> | undefined;
    if (
      !tool ||
      !Array.isArray(body['redirect_uris']) ||
      typeof body['jwks_uri'] !== 'string' ||
      typeof body['initiate_login_uri'] !== 'string'
    )
      return this.send(res, 400, { error: 'invalid_client_metadata' });
    this.clientId = `client-${randomBytes(4).toString('hex')}`;
    this.registration = body;
    this.configureTool({ login: body['initiate_login_uri'], launch: (body['redirect_uris'] as string[])[0]!, jwks: body['jwks_uri'] });
    return this.send(res, 200, {
      ...body,
      client_id: this.clientId,
      'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...tool, deployment_id: this.deploymentId },
    });
  }

  /** OAuth2 client credentials with a client assertion the tool signed; its key comes from the tool's JWKS over HTTP. */
  private async token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (form.get('grant_type') !== 'client_credentials') return this.send(res, 400, { error: 'unsupported_grant_type' });
    if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
      return this.send(res, 400, { error: 'invalid_request' });
    try {
      await jwtVerify(form.get('client_assertion') ?? '', createRemoteJWKSet(new URL(this.toolJwksUrl)), {
        issuer: this.clientId,
        subject: this.clientId,
        audience: this.tokenUrl,
      });
    } catch {
      return this.send(res, 401, { error: 'invalid_client' });
    }
    const token = randomBytes(16).toString('hex');
    this.tokens.set(token, form.get('scope') ?? '');
    return this.send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') });
  }
}
