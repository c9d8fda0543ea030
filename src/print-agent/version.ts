/** The agent's version is the panel's (package.json), built into the bundle. */
import { version } from '../../package.json';

export const AGENT_VERSION: string = version;
