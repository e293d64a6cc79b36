// Airports and stations of the portal (filled in by the simulator work).
export {};
