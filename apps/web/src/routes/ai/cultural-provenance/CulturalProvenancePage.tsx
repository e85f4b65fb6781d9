import { AiToolPage } from '../AiToolPage';

/** /ai/cultural-provenance (spec §2). */
export default function CulturalProvenancePage() {
  return <AiToolPage feature="cultural-provenance" />;
}
