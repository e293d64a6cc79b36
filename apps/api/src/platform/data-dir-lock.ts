// The embedded database has one writer: an exclusive lock file in the data folder (created with O_EXCL, holding the
// PID), a stale one (its process gone) replaced, and a running server's address and operator secret for local commands.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'portal.lock';
/** The header local operator commands send the running server's secret in. */
export const OPERATOR_SECRET_HEADER = 'x-portal-operator-secret';
/** A lock file younger than this that cannot be read yet is being written by its owner, not stale. */
const FRESH_MS = 5_000;

/** What the lock file holds; a server adds where it listens and the secret its local operator endpoint accepts. */
export type LockInfo = {
  pid: number;
  nonce: string;
  /** `server`, `create-operator`, `ledger-check`… */
  holder: string;
  startedAt: string;
  server?: { host: string; port: number; operatorSecret: string };
};

export type DataDirLock = {
  path: string;
  /** Writes where the server listens and its operator secret into the lock (owner-only), for `npm run ledger:check`. */
  advertise(server: NonNullable<LockInfo['server']>): void;
  /** Removes the lock if it is still this process's. */
  release(): void;
};

/** The folder is locked by a live process; the message is one sentence saying what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockInfo,
    advice?: string,
  ) {
    super(
      `The data folder ${join(lockPath, '..')} is in use by another portal process (${holder.holder}, PID ${holder.pid}, since ${holder.startedAt}): ${advice ?? 'stop it first or set DATA_DIR to another folder'} (if no such process runs, delete ${lockPath}).`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Linux: a process that has exited but not been reaped (a zombie, state Z or X in /proc/PID/stat) still answers
 * kill(pid, 0); it holds nothing. False where /proc cannot tell.
 */
function hasExitedUnreaped(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may itself contain ") ".
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** True while a process with this PID runs (EPERM: it runs as another user); an exited, unreaped one is not. */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !hasExitedUnreaped(pid);
}

function parseLock(text: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<LockInfo>;
    return typeof parsed.pid === 'number' && typeof parsed.nonce === 'string' ? (parsed as LockInfo) : undefined;
  } catch {
    return undefined;
  }
}

/** The lock's holder while its process lives; undefined for no lock or a stale one. */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  const path = join(dataDir, LOCK_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const info = parseLock(text);
  return info && isProcessAlive(info.pid) ? info : undefined;
}

/** Replaces the lock file's content whole (temporary file, rename), owner-only. */
function rewrite(path: string, info: LockInfo): void {
  const temporary = `${path}.${info.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(info), { mode: 0o600 });
  renameSync(temporary, path);
}

/**
 * Takes the data folder's lock for `holder`, or throws DataDirLockedError when a live process has it. A lock whose
 * process is gone (or that is unreadable and not just being written) is replaced.
 */
export function acquireDataDirLock(dataDir: string, holder: string, now: () => Date = () => new Date()): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: LockInfo = {
    pid: process.pid,
    nonce: randomBytes(16).toString('hex'),
    holder,
    startedAt: now().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let text = '';
    let ageMs = Infinity;
    try {
      text = readFileSync(path, 'utf8');
      ageMs = Date.now() - statSync(path).mtimeMs;
    } catch {
      // Gone between the two calls: try again.
    }
    const other = parseLock(text);
    if (other && isProcessAlive(other.pid)) throw new DataDirLockedError(path, other);
    if (!other && ageMs < FRESH_MS)
      throw new DataDirLockedError(path, { pid: 0, nonce: '', holder: 'starting', startedAt: 'just now' });
    if (attempt >= 2) throw new Error(`Could not take the lock ${path}: it keeps changing; try again.`);
    // Stale: its process is gone. Remove it and try O_EXCL again (a racing starter then wins or loses cleanly).
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  let current = mine;
  const isStillMine = () => {
    try {
      return parseLock(readFileSync(path, 'utf8'))?.nonce === mine.nonce;
    } catch {
      return false;
    }
  };
  return {
    path,
    advertise(server) {
      current = { ...current, server };
      if (isStillMine()) rewrite(path, current);
    },
    release() {
      if (!isStillMine()) return;
      try {
        unlinkSync(path);
      } catch {
        // Already gone.
      }
    },
  };
}
