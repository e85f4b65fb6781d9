import { AiToolPage } from '../AiToolPage';

/** /ai/trivia (spec §2). */
export default function TriviaPage() {
  return <AiToolPage feature="trivia" />;
}
