// The journeys' portal servers started side by side: Playwright starts its webServer entries one after another, and each
// takes tens of seconds on a busy two-core machine (a fresh database migrated and seeded). Prints "e2e servers ready"
// once every health URL answers; on SIGTERM (sent to the whole process group) waits until every server has stopped.
import { spawn } from 'node:child_process';

/** @type {{ command: string; url: string }[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

for (const server of servers) {
  if (await answers(server.url)) {
    console.error(`${server.url} is already used: stop what listens there before the journeys start their own server.`);
    process.exit(1);
  }
}

let stopping = false;
const children = servers.map((server) => ({ server, child: spawn(server.command, { shell: true, stdio: 'inherit' }) }));
const exits = children.map(
  ({ server, child }) =>
    new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        if (!stopping) {
          console.error(`e2e server for ${server.url} stopped on its own (exit ${code ?? signal})`);
          for (const other of children) other.child.kill('SIGTERM');
          process.exit(1);
        }
        resolve();
      });
    }),
);

process.on('SIGTERM', () => {
  stopping = true;
  void Promise.all(exits).then(() => process.exit(0));
});

for (const server of servers) {
  while (!(await answers(server.url))) await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log('e2e servers ready');
