import { AiToolPage } from '../AiToolPage';

/** /ai/recipe-debugger (spec §2). */
export default function RecipeDebuggerPage() {
  return <AiToolPage feature="recipe-debugger" />;
}
