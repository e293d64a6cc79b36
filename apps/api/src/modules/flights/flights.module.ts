// The flights module put together: search, the lowest-fare calendar and fare rules over the supplier dependencies, and their routes
// (searches and calendars limited per user and agency).
import { createFareRulesService, type FareRulesDeps } from './fare-rules.service.js';
import { createFlightCalendarService } from './flight-calendar.service.js';
import { flightRoutes } from './flights.routes.js';
import { createFlightSearchService, type FlightSearchDeps } from './search-flights.service.js';
import { createSearchRateLimiter, type SearchRateLimits } from './search-rate-limit.js';

export type FlightModuleDeps = FlightSearchDeps & FareRulesDeps & { searchLimits?: SearchRateLimits };

export function createFlightModule(deps: FlightModuleDeps) {
  return {
    routes: flightRoutes({
      search: createFlightSearchService(deps),
      calendar: createFlightCalendarService(deps),
      fareRules: createFareRulesService(deps),
      searchLimiter: createSearchRateLimiter(
        deps.searchLimits ?? { perUserPerMinute: 0, perAgencyPerMinute: 0 },
        deps.clock,
      ),
    }),
  };
}
