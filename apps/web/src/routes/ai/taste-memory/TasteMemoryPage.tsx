import { AiToolPage } from '../AiToolPage';

/** /ai/taste-memory (spec §2). */
export default function TasteMemoryPage() {
  return <AiToolPage feature="taste-memory" />;
}
