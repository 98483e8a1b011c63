import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file: the port and data folder are chosen once and passed on by env.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_PORT ??= freePort();
// The mail catcher (e2e/support/mail-server.ts): SMTP for the app, HTTP for the tests.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_PORT ??= freePort();
// A local OpenID provider standing in for Google (e2e/support/oidc-server.ts).
process.env.E2E_OIDC_PORT ??= freePort();
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'seatscope-e2e-'));
}
// The one admin account (e2e/support/users.ts `signInAsAdmin`), made before the server starts.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@example.com';
const E2E_ADMIN_PASSWORD = 'correct horse battery staple';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Recording a trace of every test costs the browser about a third more CPU (measured on two
    // spec files: 110 s against 78 s) for files CI throws away; ask for one with --trace on.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-server.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_SMTP_PORT: process.env.E2E_SMTP_PORT,
        E2E_MAIL_PORT: process.env.E2E_MAIL_PORT,
      },
    },
    {
      command: 'node --import tsx e2e/support/oidc-server.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_OIDC_PORT: process.env.E2E_OIDC_PORT },
    },
    {
      // The production server over the built web app, on a fresh embedded database, with an
      // admin made first as an operator would (`npm run admin -- create-user --admin`).
      command: `node --import tsx apps/server/src/cli/admin.ts create-user --email ${process.env.E2E_ADMIN_EMAIL} --password '${E2E_ADMIN_PASSWORD}' --admin --verified && node --import tsx apps/server/src/main.ts`,
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        BETTER_AUTH_URL: baseURL,
        LOG_LEVEL: 'warn',
        // The browser tests need a known data set: generated demo data, asked for here.
        FIRST_START_DATA: 'demo',
        // Production sells nothing without a payment provider; the tests buy in test mode.
        PAYMENTS_PROVIDER: 'simulated',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // Every test signs users up from 127.0.0.1; the limit itself is tested in the API suite.
        AUTH_RATE_LIMIT_MAX: '10000',
        // Every test reads from 127.0.0.1, many at once; the data-read limits are tested in the
        // API suite, and e2e/demo-walk.spec.ts counts a candidate's reads against them.
        DATA_READ_LIMIT_PACKAGE: '100000000',
        DATA_READ_LIMIT_DEMO: '100000000',
        DATA_READ_LIMIT_ADDRESS: '100000000',
        GOOGLE_CLIENT_ID: 'seatscope-e2e',
        GOOGLE_CLIENT_SECRET: 'seatscope-e2e-secret',
        GOOGLE_ISSUER: oidcIssuer,
      },
    },
  ],
});
