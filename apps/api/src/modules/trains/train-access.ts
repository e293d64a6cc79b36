// Who may use the train routes: every one needs USE_TRAIN (SPEC §2 "Train").
import { needs } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';

export const USE_TRAIN = allowedBy(needs('USE_TRAIN'));
