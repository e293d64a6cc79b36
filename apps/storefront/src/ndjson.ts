// Reads an NDJSON answer line by line as it streams in, handing each parsed event on at once.
export async function readNdjson<T>(response: Response, onEvent: (event: T) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) pending += value;
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim() !== '') onEvent(JSON.parse(line) as T);
    if (done) return;
  }
}
