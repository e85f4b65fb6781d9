import { adminStatsSchema, adminUserSchema, approveUserBodySchema, pageQuerySchema, safeText } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approveUser, banUser, getStats, setAdminRole, toAdminUser, type AdminDeps } from './admin-users.service';

const userParams = z.object({ userId: safeText().min(1).max(100) });
const page = pageQuerySchema({ maxLimit: 200, defaultLimit: 100 });

export async function adminUsersRoutes(app: FastifyInstance, deps: AdminDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const one = { response: { 200: adminUserSchema } };
  const list = { querystring: page, response: { 200: z.array(adminUserSchema) } };

  api.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () => getStats(deps));

  api.get('/api/admin/users/pending', { schema: list }, async (request) => (await deps.users.listPendingReview(request.query.limit, request.query.offset)).map(toAdminUser));

  api.get('/api/admin/users', { schema: list }, async (request) => (await deps.users.listAll(request.query.limit, request.query.offset)).map(toAdminUser));

  api.post('/api/admin/users/:userId/approve', { schema: { params: userParams, body: approveUserBodySchema, ...one } }, async (request) =>
    approveUser(deps, request.params.userId, request.body.autoApprove),
  );

  api.post('/api/admin/users/:userId/ban', { schema: { params: userParams, ...one } }, async (request) => banUser(deps, request.viewer, request.params.userId));

  api.post('/api/admin/users/:userId/promote', { schema: { params: userParams, ...one } }, async (request) => setAdminRole(deps, request.viewer, request.params.userId, true));

  api.post('/api/admin/users/:userId/demote', { schema: { params: userParams, ...one } }, async (request) => setAdminRole(deps, request.viewer, request.params.userId, false));
}
