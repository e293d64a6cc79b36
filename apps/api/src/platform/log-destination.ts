// Where the server log goes by default: standard output written asynchronously (decision 061). A synchronous write per
// line cost two system calls per request; written asynchronously, the lines that arrive while one write is under way go
// out together in the next, so under load one call carries many lines and a quiet server still writes each at once.
import pino from 'pino';

export type LogDestination = ReturnType<typeof pino.destination>;

/** Standard output, asynchronous; pino flushes what is left when the process exits. */
export function standardOutputLog(): LogDestination {
  return pino.destination({ dest: 1, sync: false, minLength: 0 });
}
