// The sign-ins module put together: the agency's booking-system credentials, sealed with the server's key.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { createSecretBox } from '../../platform/secret-box.js';
import { signInRoutes } from './sign-ins.routes.js';
import { createSignInService } from './sign-ins.service.js';

export function createSignInModule(deps: { db: Database; clock: Clock; signInSecretKey: Buffer }) {
  const secretBox = createSecretBox(deps.signInSecretKey);
  return { routes: signInRoutes({ signIns: createSignInService({ db: deps.db, clock: deps.clock, secretBox }) }) };
}
