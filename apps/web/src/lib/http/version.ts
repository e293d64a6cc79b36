// Release comparison for the update notice: only major.minor matters, patches are silent.
export function majorMinor(version: string): string {
  const [major = '', minor = ''] = version.trim().replace(/^v/i, '').split('.');
  return `${major}.${minor}`;
}

export function isSameMajorMinor(a: string, b: string): boolean {
  return majorMinor(a) === majorMinor(b);
}
