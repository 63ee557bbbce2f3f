// e2e runs in Debian's Chromium (never a downloaded browser). Installs it with apt when we are root;
// otherwise stops with one line saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: run 'sudo apt-get install -y chromium' (needs ${CHROMIUM}), then npm test again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the e2e tests (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env });
}
