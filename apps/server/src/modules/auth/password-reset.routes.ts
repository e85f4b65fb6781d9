import { accountMessages, EMAIL_MAX_LENGTH, safeText } from '@hearth/contracts';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toWebHeaders } from '../../plugins/authentication';
import { linkReturn } from './account-mail';
import { authResponse, messageOf } from './auth-messages';
import type { Auth } from './better-auth';
import { renderForgotPasswordPage, renderResetLinkSentPage, renderResetPasswordPage } from './login-page';
import { pageLanguage } from './page-language';
import type { SignInGuard } from './sign-in-guard';

/** `/api/login?notice=password-reset`: the sign-in page says the new password is set. */
export const RESET_DONE_NOTICE = 'password-reset';
/** Where the emailed link lands (through Better Auth's check of the token). */
const RESET_PAGE = '/api/login/reset-password';

const forgotForm = z.object({ email: safeText().trim().max(EMAIL_MAX_LENGTH).default('') });
const resetForm = z.object({ token: safeText().max(200).default(''), password: safeText().max(1024).default(''), confirm: safeText().max(1024).default('') });
const resetQuery = z.object({ token: z.string().max(200).optional().catch(undefined), error: z.string().max(60).optional().catch(undefined) });

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export interface PasswordResetDeps {
  auth: Auth;
  signInGuard: SignInGuard;
  /** The per-address sign-in budget: reset requests and new passwords spend it like sign-ins. */
  signInBudget: preHandlerAsyncHookHandler;
  mailsLinks: boolean;
}

/**
 * Forgot password → email form → a mailed link → choose a new password (Better Auth's reset flow), as
 * server-rendered pages. Without mail the page says who resets passwords (the operator command).
 */
export function addPasswordResetRoutes(app: FastifyInstance, { auth, signInGuard, signInBudget, mailsLinks }: PasswordResetDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const budget = { preHandler: signInBudget };

  api.get('/api/login/forgot-password', async (request, reply) => html(reply, 200, renderForgotPasswordPage({ language: pageLanguage(request), mailsLinks })));

  api.post('/api/login/forgot-password', { ...budget, schema: { body: forgotForm } }, async (request, reply) => {
    const language = pageLanguage(request);
    if (!mailsLinks) return html(reply, 200, renderForgotPasswordPage({ language, mailsLinks }));
    const email = request.body.email.toLowerCase();
    if (!z.email().safeParse(email).success) return html(reply, 400, renderForgotPasswordPage({ language, mailsLinks, email, error: accountMessages.emailInvalid }));
    // The answer is the same whether the address has an account or has had its share of emails; the mail
    // itself goes out in the background (better-auth.ts), so the time taken says nothing either.
    if (await signInGuard.resetMailAllowed(email)) await auth.api.requestPasswordReset({ body: { email, redirectTo: linkReturn(RESET_PAGE, language) } });
    return html(reply, 200, renderResetLinkSentPage(email, language));
  });

  api.get(RESET_PAGE, { schema: { querystring: resetQuery } }, async (request, reply) => {
    const { token, error } = request.query;
    const language = pageLanguage(request);
    if (!token || error) return html(reply, 400, renderResetPasswordPage({ language, linkInvalid: accountMessages.resetLinkInvalid }));
    return html(reply, 200, renderResetPasswordPage({ language, token }));
  });

  api.post(RESET_PAGE, { ...budget, schema: { body: resetForm } }, async (request, reply) => {
    const { token, password, confirm } = request.body;
    const language = pageLanguage(request);
    if (!token) return html(reply, 400, renderResetPasswordPage({ language, linkInvalid: accountMessages.resetLinkInvalid }));
    if (password !== confirm) return html(reply, 400, renderResetPasswordPage({ language, token, error: accountMessages.passwordsDiffer }));
    const response = await authResponse(() =>
      auth.api.resetPassword({ body: { newPassword: password, token }, headers: toWebHeaders(request, { dropBodyHeaders: true }), asResponse: true }),
    );
    if (response.ok) return reply.header('cache-control', 'no-store').redirect(`/api/login?notice=${RESET_DONE_NOTICE}`, 303);
    const message = await messageOf(response);
    if (message === accountMessages.resetLinkInvalid) return html(reply, 400, renderResetPasswordPage({ language, linkInvalid: message }));
    return html(reply, response.status, renderResetPasswordPage({ language, token, error: message }));
  });
}
