import { buildConfig, parseEnv, type AppConfig } from '../../src/config/env';
import { createApp } from '../../src/http/app';
import { createLogger } from '../../src/http/logger';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  database: TestDatabase;
  /** Sends a request to the app in process, as a browser at baseUrl would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
}

/** The whole API in process over a fresh database; no network, no port. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      BETTER_AUTH_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  const app = createApp({ config, database: database.handle, logger: createLogger('silent') });
  return {
    app,
    config,
    database,
    request: (path, init) => Promise.resolve(app.request(new URL(path, config.baseUrl), init)),
    dispose: () => database.dispose(),
  };
}
