// Who may use the eSIM list, export and activation mail: every one needs USE_ESIM (SPEC §2 "eSIM").
import { needs } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';

export const USE_ESIM_DOCS = allowedBy(needs('USE_ESIM'));
