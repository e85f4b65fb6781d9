import type { Catalogue } from '../../runtime';

// Every namespace of this language in one chunk, loaded when a reader chooses it (runtime.ts).
export default import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' });
