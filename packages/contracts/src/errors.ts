import { z } from 'zod';

/** Every error response has this shape (DESIGN §4). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  /** What `message` was built around (a status, a count), sent with the codes a client may word itself. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
