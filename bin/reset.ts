/** `npm run reset`: wipe local state (DynamoDB, cognito-local, stack info) under DATA_DIR. */
import fs from 'node:fs';
import { optionsFromEnv } from '../lib/local/config';

const { dataDir } = optionsFromEnv(process.env, 'none');
if (fs.existsSync(`${dataDir}/local-stack.json`)) {
  console.error('[rally] Rally is running: stop it (Ctrl-C) before resetting its data.');
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`[rally] removed ${dataDir}; the next npm start seeds fresh demo data.`);
