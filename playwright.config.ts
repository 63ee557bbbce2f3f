import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 5174);
const baseURL = `http://127.0.0.1:${PORT}`;

/** e2e: real Chromium from Debian against the production bundle on the demo host. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  // Most cells wait on timers and the network, not the CPU: on 2 cores, 4 workers keep both busy
  // (a 2-worker run used about 40 % of them).
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  // The time per spec file, printed after the list, so the slowest files are visible.
  reporter: [['list'], ['./e2e/spec-time-reporter.ts']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'tsx demo-host/server.ts',
    url: `${baseURL}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', KIOSK_E2E: '1' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
