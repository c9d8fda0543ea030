/** What the order card mounts from this feature (the shell mounts LazyChatWindows, a chunk of its own). */
export { ChatButton } from './ChatButton';
