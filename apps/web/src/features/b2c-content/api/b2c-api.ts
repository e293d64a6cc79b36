// The B2C content feature's slice of the shared API: its own cache tag, so that a write refreshes its lists only.
import { api } from '../../../lib/http/api';

export const b2cContentApi = api.enhanceEndpoints({ addTagTypes: ['B2cNews', 'B2cFareRules'] });
