/**
 * Node's arguments that run a TypeScript file (the deploy tool, a server, a CLI, a probe) in one
 * process. tsx's own command starts a second Node process to run it: half a second of processor
 * time more per command (issue 34: the suite's time), and a signal sent to it reaches only the first.
 */
export const RUN_TS = ['--import', 'tsx'];
