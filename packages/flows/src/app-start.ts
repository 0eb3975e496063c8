/**
 * The start-up machine alone, for a client that runs it before its other code has loaded (the web app
 * starts it from a small first script): importing it from here leaves the other machines out.
 */
export * from './app-start/app-start.machine.js';
