// One row of the performance table (issue 13): what was measured, the figure now, the bare-Fastify baseline of the same run, the target and whether it is met.
export type PerfRow = {
  /** What was measured, as the table names it, e.g. "GET /api/auth/me vs bare Fastify hello, 50 connections". */
  measured: string;
  /** The figure, in words and numbers, e.g. "12,400 req/s = 58 % of bare (21,300 req/s)". */
  now: string;
  target: string;
  met: boolean;
};

/** A measurement module: runs its own world (databases, servers, browser), prints progress to stderr, returns its rows. */
export type PerfMeasure = () => Promise<PerfRow[]>;
