// Makes a new embedded database ready (migrations, the job queue's tables and, when asked, the demo content
// with its enrichment queued), then exits. Started by prepareNewPgliteFolderApart (start-up.ts), which says
// why and passes what the server decided: the data folder, whether to seed, the log level.
import pino from 'pino';
import { openDatabase } from './db/client';
import { prepareDatabase } from './start-up';

const [dataDir, seedDemo, logLevel] = process.argv.slice(2);
if (!dataDir || !seedDemo || !logLevel) throw new Error('usage: first-start <data folder> <seed demo: true|false> <log level>');
// This process is itself the short-lived one, so it makes the folder in place.
const database = await openDatabase({ dataDir, createFolderApart: false });
const jobs = await prepareDatabase(database, pino({ level: logLevel }), { seedDemo: seedDemo === 'true' });
await jobs.stop();
await database.close();
process.exit(0);
