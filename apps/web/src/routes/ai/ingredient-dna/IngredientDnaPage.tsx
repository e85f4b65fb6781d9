import { AiToolPage } from '../AiToolPage';

/** /ai/ingredient-dna (spec §2). */
export default function IngredientDnaPage() {
  return <AiToolPage feature="ingredient-dna" />;
}
