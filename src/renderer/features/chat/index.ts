/** What the rest of the panel mounts from this feature. */
export { ChatButton } from './ChatButton';
export { LazyChatWindows } from './LazyChatWindows';
