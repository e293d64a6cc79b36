// Navigation from outside React (the HTTP client's redirects); the router registers itself here.
type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}
