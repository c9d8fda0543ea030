/**
 * What of the renderer's console reaches main's log file. Apart from ipc.ts so the renderer can
 * read these limits without bundling ipc.ts's schemas (and full zod) into its first download.
 */
export const RENDERER_LOG_LEVELS = ['warn', 'error'] as const;
export type RendererLogLevel = (typeof RENDERER_LOG_LEVELS)[number];
/** Longest message of the renderer main writes to its log (a stack trace fits; the renderer cuts longer ones). */
export const MAX_RENDERER_LOG_CHARS = 8 * 1024;
