// The one registry of AI tools (DESIGN §4): every key of AI_TOOL_CONTRACTS once, with its handlers.
// routes.ts serves each endpoint from here; policy.ts, OpenAPI and tools.api.test.ts read the contracts.
import type { AI_TOOL_CONTRACTS, AiToolKey } from '@hearth/contracts';
import type { AiTool } from './define-tool';
import { mealRecommendationsTool } from './meal-recommendations/tool';

export const AI_TOOLS = {
  'meal-recommendations': mealRecommendationsTool,
} satisfies { [K in AiToolKey]: AiTool<(typeof AI_TOOL_CONTRACTS)[K]> };
