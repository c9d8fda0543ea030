export { type PrintAgent, type PrintAgentOptions, AGENT_HOST, originAllowed, startPrintAgent } from './server';
export { type PrintAgentConfig, loadAgentConfig } from './config';
export { parsePrintRequest } from './request';
