// The book's browser test on the system Chromium ($CHROMIUM, default
// Debian's /usr/bin/chromium): Playwright never downloads a browser here.
// One worker: the tests time the stepper, and this machine has 2 cores.
const fs = require('node:fs');
const { defineConfig } = require('@playwright/test');

const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(`no Chromium at ${chromium}: apt-get install -y chromium (or set CHROMIUM)`);
}

module.exports = defineConfig({
  testMatch: '*.spec.js',
  workers: 1,
  timeout: 15 * 60 * 1000,
  reporter: 'list',
  outputDir: '../../target/playwright',
  use: {
    viewport: { width: 1280, height: 1000 },
    actionTimeout: 120 * 1000,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
