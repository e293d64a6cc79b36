// Loads and mounts a lazy component the first time its condition holds, then keeps it mounted (closing animations play).
import { Suspense, useState, type ReactNode } from 'react';

export function MountWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [hasHeld, setHasHeld] = useState(when);
  if (when && !hasHeld) setHasHeld(true);
  return hasHeld || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
