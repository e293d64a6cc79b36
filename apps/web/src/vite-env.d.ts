// Ambient types of the web build: Vite's client types and the version the build defines.
/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
