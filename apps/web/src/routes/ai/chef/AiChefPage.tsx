import { AiToolPage } from '../AiToolPage';

/** /ai/chef (spec §2). */
export default function AiChefPage() {
  return <AiToolPage feature="chef" />;
}
