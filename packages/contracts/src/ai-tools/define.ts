import { z } from 'zod';
import { safeText } from '../input';
import { validation } from '../messages';

/**
 * The contract of an AI tool (DESIGN §4): its endpoints, each with the spec's URL, the request it takes
 * and the answer it gives. The server's tool registry, the policy table, rate limits, OpenAPI, the
 * table-driven API test and the web screens all read these, so adding a tool touches no shared switch.
 */
export interface ToolEndpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** The full URL, as in spec §7 (a reader finds the endpoint from its URL in one step). */
  path: `/api/${string}`;
  /**
   * How the request arrives: a JSON body, query parameters (GET), or multipart form fields (plus at most
   * one file, field `image`) whose text fields `request` validates.
   */
  body: 'json' | 'query' | 'multipart';
  request: Req;
  response: Res;
  /** Calls the AI engine, so it counts against AI_RATE_LIMIT_PER_MINUTE. History reads do not. */
  usesAi: boolean;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Saves a recipe (Chef, Alchemist publish): the shared read caches must be cleared after it. */
  createsRecipe?: boolean;
  /**
   * For OpenAPI and the table-driven API test (tools.api.test.ts): a request that succeeds on the demo
   * content, and one the contract refuses, with the message the member then reads.
   */
  examples: { valid: unknown; invalid: { request: unknown; message: string } | null };
}

export interface ToolContract<E extends Record<string, ToolEndpoint> = Record<string, ToolEndpoint>> {
  key: string;
  endpoints: E;
}

export function defineToolContract<const K extends string, E extends Record<string, ToolEndpoint>>(contract: { key: K; endpoints: E }) {
  return contract;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(e: ToolEndpoint<Req, Res>): ToolEndpoint<Req, Res> {
  return e;
}

/** Text a member typed: trimmed, not blank (the spec's message, else 'Required'), bounded. */
export const requiredText = (max: number, message: string = validation.required) =>
  safeText({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

/** An optional id typed into a form: empty or null means none. */
export const optionalId = z
  .union([z.number(), safeText(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid ID number' });
      return z.NEVER;
    }
    return n;
  });

/** Which engine answered: the built-in kitchen engine or the configured model. */
export const toolSourceSchema = z.enum(['builtin', 'model']);

/** A history row's common fields; each tool adds its own. */
export const historyBase = { id: z.number().int(), createdAt: safeText() };

const shortText = safeText().trim().min(1).max(200);

/** spec §3 'AI recipe': what Chef composes and what Discover shows in its dialog. */
export const aiRecipeSchema = z.object({
  title: safeText().trim().min(3).max(120),
  description: safeText().trim().min(1).max(2000),
  cookingTime: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  servings: z.number().int().min(1).max(50),
  cuisine: safeText().max(40).nullable().optional(),
  ingredients: z
    .array(z.object({ quantity: safeText().max(20), unit: safeText().max(20), name: shortText }))
    .min(1)
    .max(40),
  steps: z
    .array(z.object({ stepNumber: z.number().int().min(1), instruction: safeText().trim().min(1).max(1000), timing: safeText().max(40).nullable().optional() }))
    .min(1)
    .max(30),
});
export type AiRecipe = z.infer<typeof aiRecipeSchema>;
