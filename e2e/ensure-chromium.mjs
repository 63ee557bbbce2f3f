// e2e runs in Debian's Chromium (never a downloaded browser): its headless shell for the tests, the
// full browser for the bench. Installs what is missing with apt when we are root; otherwise stops
// with one line saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
};
const missing = Object.entries(PACKAGES)
  .filter(([, path]) => !existsSync(path))
  .map(([name]) => name);
if (missing.length) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run 'sudo ${install}', then npm test again.`);
    process.exit(1);
  }
  console.log(`Installing Debian Chromium for the e2e tests (${install})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`apt-get update -qq && ${install.replace('-y', '-y -qq')}`, { stdio: 'inherit', env });
}
