/** How the agent's process ends (the service managers read them). */
export const EXIT_OK = 0;
/** it could not run: a port in use, a service that could not be installed */
export const EXIT_FAILURE = 1;
/** a command line it does not understand */
export const EXIT_USAGE = 2;
/** settings it cannot use (sysexits' EX_CONFIG): restarting would not help */
export const EXIT_BAD_SETTINGS = 78;
