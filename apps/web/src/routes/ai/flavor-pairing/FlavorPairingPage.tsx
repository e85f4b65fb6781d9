import { AiToolPage } from '../AiToolPage';

/** /ai/flavor-pairing (spec §2). */
export default function FlavorPairingPage() {
  return <AiToolPage feature="flavor-pairing" />;
}
