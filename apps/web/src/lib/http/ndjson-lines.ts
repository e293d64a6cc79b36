// Splits a text stream into NDJSON lines as chunks arrive: complete lines out, the unfinished remainder kept.
export type LineSplitter = {
  /** The lines this chunk completes (with any carried-over start); blank lines are skipped. */
  push(chunk: string): string[];
  /** At the end of the stream: the last line when it had no newline. */
  end(): string[];
};

function nonBlank(lines: string[]): string[] {
  return lines.map((line) => line.replace(/\r$/, '')).filter((line) => line.trim() !== '');
}

export function createLineSplitter(): LineSplitter {
  let remainder = '';
  return {
    push(chunk) {
      const parts = (remainder + chunk).split('\n');
      remainder = parts.pop() ?? '';
      return nonBlank(parts);
    },
    end() {
      const last = remainder;
      remainder = '';
      return nonBlank([last]);
    },
  };
}
