import { z } from 'zod';

/** Every error response has this shape (DESIGN §4). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
