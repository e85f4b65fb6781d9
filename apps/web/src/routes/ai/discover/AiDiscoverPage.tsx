import { AiToolPage } from '../AiToolPage';

/** /ai/discover (spec §2). */
export default function AiDiscoverPage() {
  return <AiToolPage feature="discover" />;
}
