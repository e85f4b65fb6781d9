import { AiToolPage } from '../AiToolPage';

/** /ai/mood-suggestions (spec §2). */
export default function MoodSuggestionsPage() {
  return <AiToolPage feature="mood-suggestions" />;
}
