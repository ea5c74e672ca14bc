import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import * as c from '@mizan/contract/auth';
import { byEmail, byIp, type LimitRule } from '../../plugins/rate-limit.js';
import type { AccountService, Detail } from './service.js';

const paths = apiPaths.auth;
const tags = ['auth'];

/** POST auth/*: registration, verification, sign-in by password or code, password reset and change, token rotation. */
export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService }> = async (app, { service }) => {
  const detail = (request: FastifyRequest, key: Detail) => ({ detail: app.translate(request.lang, key) });

  // Generous per IP (an exam hall shares one NAT address), strict per email or account.
  const ip: LimitRule = { name: 'auth-ip', max: app.config.rateLimitIpPerMinute, windowSeconds: 60, key: byIp };
  const mailsPerEmail: LimitRule[] = [
    { name: 'mail-minute', max: 5, windowSeconds: 60, key: byEmail },
    { name: 'mail-hour', max: 20, windowSeconds: 3600, key: byEmail },
  ];
  const codeChecks: LimitRule = { name: 'code-check', max: 10, windowSeconds: 60, key: byEmail };
  const sendsCode = app.limits([ip, ...mailsPerEmail]);
  const checksCode = app.limits([ip, codeChecks]);
  const ipOnly = app.limits([ip]);

  app.post(
    `/${paths.register}`,
    { preValidation: sendsCode, schema: { tags, body: c.RegisterRequest, response: { 201: c.RegisterResponse } } },
    async (request, reply) => reply.code(201).send(detail(request, await service.register(request.body, request.lang))),
  );

  app.post(
    `/${paths.validateEmail}`,
    { preValidation: checksCode, schema: { tags, body: c.ValidateEmailRequest, response: { 200: c.ValidateEmailResponse } } },
    async (request) => service.validateEmail(request.body),
  );

  app.post(
    `/${paths.resendVerificationCode}`,
    {
      // One resend a minute per address, counted whether or not the address has an account.
      preValidation: app.limits([ip, { name: 'resend-cooldown', max: 1, windowSeconds: 60, key: byEmail }, ...mailsPerEmail]),
      schema: { tags, body: c.ResendVerificationCodeRequest, response: { 200: c.ResendVerificationCodeResponse } },
    },
    async (request) => detail(request, await service.resendVerificationCode(request.body.email)),
  );

  app.post(
    `/${paths.login}`,
    {
      preValidation: app.limits([ip, { name: 'login-email', max: 10, windowSeconds: 60, key: byEmail }]),
      schema: { tags, body: c.LoginRequest, response: { 200: c.LoginResponse } },
    },
    async (request) => service.login(request.body),
  );

  app.post(
    `/${paths.loginOtp}`,
    { preValidation: sendsCode, schema: { tags, body: c.LoginOtpRequest, response: { 200: c.LoginOtpResponse } } },
    async (request) => detail(request, await service.loginOtp(request.body.email)),
  );

  app.post(
    `/${paths.verifyOtp}`,
    { preValidation: checksCode, schema: { tags, body: c.VerifyOtpRequest, response: { 200: c.VerifyOtpResponse } } },
    async (request) => service.verifyOtp(request.body),
  );

  app.post(
    `/${paths.forgotPassword}`,
    { preValidation: sendsCode, schema: { tags, body: c.ForgotPasswordRequest, response: { 200: c.ForgotPasswordResponse } } },
    async (request) => detail(request, await service.forgotPassword(request.body.email)),
  );

  app.post(
    `/${paths.resetPassword}`,
    { preValidation: checksCode, schema: { tags, body: c.ResetPasswordRequest, response: { 200: c.ResetPasswordResponse } } },
    async (request) => detail(request, await service.resetPassword(request.body)),
  );

  app.post(
    `/${paths.changePassword}`,
    {
      onRequest: [
        async (request) => void (await app.requireAuth(request)),
        app.limits([ip, { name: 'change-password', max: 5, windowSeconds: 60, key: (request) => request.auth?.userId ?? null }]),
      ],
      schema: { tags, security: [{ bearer: [] }], body: c.ChangePasswordRequest, response: { 200: c.ChangePasswordResponse } },
    },
    async (request) => service.changePassword((await app.requireAuth(request)).userId, request.body),
  );

  app.post(
    `/${paths.refresh}`,
    { preValidation: ipOnly, schema: { tags, body: c.RefreshRequest, response: { 200: c.RefreshResponse } } },
    async (request) => service.refresh(request.body.refresh),
  );

  app.post(`/${paths.logout}`, { preValidation: ipOnly, schema: { tags, body: c.LogoutRequest } }, async (request, reply) => {
    await service.logout(request.body.refresh);
    return reply.code(204).send();
  });
};
