/**
 * The main process's logger: electron-log writes to <userData>/logs/main.log, so support can
 * ask a restaurant for one file. Kept in its own module so tests can replace it.
 */
import { app } from 'electron';
import log from 'electron-log/main';

log.transports.file.level = 'info';
log.transports.file.maxSize = 5 * 1024 * 1024;
log.transports.console.level = app.isPackaged ? 'warn' : 'debug';

export default log;
