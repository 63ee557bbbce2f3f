/** Replaced at build time with the version from package.json (vite.config.ts `define`). */
declare const __KIOSK_VERSION__: string;
