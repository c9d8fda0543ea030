/**
 * The main process's logger: electron-log writes to <userData>/logs/main.log, so support can
 * ask a restaurant for one file. Kept in its own module so tests can replace it.
 */
import { app } from 'electron';
import log from 'electron-log/main';
import { rotateLogFile } from '../node/logRotation';

log.transports.file.level = 'info';
log.transports.file.maxSize = 5 * 1024 * 1024;
// main.log up to 5 MB, then main.1.log ... main.5.log: about 30 MB of history at most.
log.transports.file.archiveLogFn = (file) => rotateLogFile(file.path);
log.transports.console.level = app.isPackaged ? 'warn' : 'debug';

export default log;
/** Named too, for the printing code: `import { log } from '../log'` and log each job. */
export { log };
