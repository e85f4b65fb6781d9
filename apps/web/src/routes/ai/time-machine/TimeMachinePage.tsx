import { AiToolPage } from '../AiToolPage';

/** /ai/time-machine (spec §2). */
export default function TimeMachinePage() {
  return <AiToolPage feature="time-machine" />;
}
