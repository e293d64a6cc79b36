// Pure flight-search rules (filled in by the search-rules work).
export {};
