// The PIN module put together: the user's own PIN and the PIN check behind step-up.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { StepUpCodec } from '../../platform/step-up.js';
import { pinRoutes } from './pin.routes.js';
import { createPinService } from './pin.service.js';

export function createPinModule(deps: { db: Database; clock: Clock; codec: StepUpCodec }) {
  return { routes: pinRoutes({ pins: createPinService(deps) }) };
}
