import { AI_TOOL_KEYS, type ToolEndpoint } from '@hearth/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import type { ToolPlatform, UploadedFile } from './define-tool';
import { AI_TOOLS } from './registry';
import { validation } from '@hearth/contracts';

/**
 * Every AI tool endpoint, from the registry (DESIGN §4): one loop, so adding a tool adds no route code.
 * The policy table gives each of them 'approved' (policy.ts reads the same contracts); endpoints that
 * call the engine share one per-member AI budget.
 */
export async function aiToolsRoutes(app: FastifyInstance, { platform, aiBudget }: { platform: ToolPlatform; aiBudget: preHandlerAsyncHookHandler }) {
  for (const key of AI_TOOL_KEYS) {
    const tool = AI_TOOLS[key];
    const handlers = tool.create(platform) as Record<string, (call: { input: unknown; viewer: FastifyRequest['viewer']; file: UploadedFile | null }) => Promise<unknown>>;
    for (const [name, endpoint] of Object.entries(tool.contract.endpoints as Record<string, ToolEndpoint>)) {
      const handler = handlers[name]!;
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { keepsReadCaches: !endpoint.createsRecipe },
        ...(endpoint.usesAi ? { preHandler: aiBudget } : {}),
        schema: {
          tags: ['AI tools'],
          summary: endpoint.summary,
          ...(endpoint.body === 'json' ? { body: endpoint.request } : endpoint.body === 'query' ? { querystring: endpoint.request } : {}),
          response: { 200: endpoint.response },
        },
        handler: async (request) => {
          if (endpoint.body !== 'multipart') return handler({ input: endpoint.body === 'json' ? request.body : request.query, viewer: request.viewer, file: null });
          const { fields, file } = await readMultipart(request);
          const parsed = endpoint.request.safeParse(fields);
          if (!parsed.success) {
            const issues = parsed.error.issues.map((issue) => ({ path: issue.path.filter((p) => typeof p !== 'symbol') as (string | number)[], message: issue.message }));
            throw AppError.badRequest(issues[0]?.message ?? validation.required, issues);
          }
          return handler({ input: parsed.data, viewer: request.viewer, file });
        },
      });
    }
  }
}

/** Text fields and at most one file (`image`) of a multipart request; size limits are the app's. */
async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) throw AppError.badRequest('Send this form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || file) {
          await part.toBuffer();
          throw AppError.badRequest('Only one file, in the field "image", is accepted');
        }
        file = { bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', 413, validation.fileTooLarge.description);
    throw error;
  }
  return { fields, file };
}
