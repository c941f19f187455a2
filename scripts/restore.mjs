// `npm run restore -- FILE [--force]`: see backup.mjs.
import { runBackupCli } from './backup.mjs';

await runBackupCli('restore');
