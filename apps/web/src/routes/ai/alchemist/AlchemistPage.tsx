import { AiToolPage } from '../AiToolPage';

/** /ai/alchemist (spec §2). */
export default function AlchemistPage() {
  return <AiToolPage feature="alchemist" />;
}
