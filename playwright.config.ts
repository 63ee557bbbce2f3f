import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 5174);
const baseURL = `http://127.0.0.1:${PORT}`;

/** e2e: real Chromium from Debian against the production bundle on the demo host. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'tsx demo-host/server.ts',
    url: `${baseURL}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', KIOSK_E2E: '1' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
