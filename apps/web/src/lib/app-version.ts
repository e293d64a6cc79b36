// The release this build belongs to (defined by Vite from apps/web/package.json; equals APP_VERSION of
// @portal/contracts, checked by test/contracts-mirror.test.ts). The server's `Version` is compared with it.
export const APP_VERSION: string = __APP_VERSION__;
