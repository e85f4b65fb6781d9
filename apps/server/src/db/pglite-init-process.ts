// Creates an embedded database folder and exits; started by createPgliteFolderApart (pglite.ts), which says why.
import { newPgliteClient } from './pglite';

const location = process.argv[2];
if (!location) throw new Error('usage: pglite-init <folder>');
const client = await newPgliteClient(location);
await client.close();
