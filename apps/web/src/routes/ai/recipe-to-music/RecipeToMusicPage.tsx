import { AiToolPage } from '../AiToolPage';

/** /ai/recipe-to-music (spec §2). */
export default function RecipeToMusicPage() {
  return <AiToolPage feature="recipe-to-music" />;
}
