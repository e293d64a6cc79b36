// The RTK Query API's reset action by its type, so signing in and out need not load RTK Query (decision 069); the API
// itself joins the store through lib/store-parts.ts when its module first loads.

/** RTK Query's `api.util.resetApiState()`, by its action type: drops every cached answer (a no-op before it loads). */
export const apiStateReset = () => ({ type: 'api/resetApiState' as const });
