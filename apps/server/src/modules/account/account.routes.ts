import {
  accountSchema,
  accountSessionsSchema,
  changeEmailInputSchema,
  changeEmailResultSchema,
  changePasswordInputSchema,
  deleteAccountInputSchema,
  deleteAccountResultSchema,
  safeText,
  updateNameInputSchema,
} from '@hearth/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copyCookies, toWebHeaders } from '../../plugins/authentication';
import { changeEmail, changePassword, deleteAccount, endOtherSessions, endSession, getAccount, listSessions, updateName, type AccountDeps } from './account.service';

const sessionParams = z.object({ id: safeText().min(1).max(100) });
const headersOf = (request: FastifyRequest) => toWebHeaders(request, { dropBodyHeaders: true });

/** The member's own account (Profile Settings): name, email, password, sessions, deleting it. */
export async function accountRoutes(app: FastifyInstance, deps: AccountDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/account', { schema: { response: { 200: accountSchema } } }, async (request) => getAccount(deps, request.viewer));

  api.patch('/api/account/name', { schema: { body: updateNameInputSchema, response: { 200: accountSchema } } }, async (request) =>
    updateName(deps, request.viewer, request.body.name),
  );

  api.post('/api/account/email', { schema: { body: changeEmailInputSchema, response: { 200: changeEmailResultSchema } } }, async (request) =>
    changeEmail(deps, request.viewer, request.body, headersOf(request)),
  );

  api.post('/api/account/password', { schema: { body: changePasswordInputSchema } }, async (request, reply) => {
    // This device gets a fresh session cookie; every other session has ended.
    copyCookies(reply, await changePassword(deps, request.viewer, request.body, headersOf(request)));
    return reply.status(204).send();
  });

  api.get('/api/account/sessions', { schema: { response: { 200: accountSessionsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSessions(deps, request.viewer, headersOf(request));
  });

  api.delete('/api/account/sessions/:id', { schema: { params: sessionParams } }, async (request, reply) => {
    await endSession(deps, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.post('/api/account/sessions/end-others', async (request, reply) => {
    await endOtherSessions(deps, request.viewer, headersOf(request));
    return reply.status(204).send();
  });

  api.post('/api/account/delete', { schema: { body: deleteAccountInputSchema, response: { 200: deleteAccountResultSchema } } }, async (request, reply) => {
    const result = await deleteAccount(deps, request.viewer, request.body, headersOf(request));
    // The session row went with the account; this clears the cookie.
    copyCookies(reply, await deps.auth.api.signOut({ headers: headersOf(request), asResponse: true }));
    return result;
  });
}
