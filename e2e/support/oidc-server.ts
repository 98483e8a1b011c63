import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_TEST_USER } from './google-user';

// A local OpenID provider standing in for Google in the browser tests (GOOGLE_ISSUER). It signs
// in one fixed Google user at once, without a consent screen. Started by playwright.config.ts.

const port = Number(process.env.E2E_OIDC_PORT);

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, GOOGLE_TEST_USER);
});
server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
  Object.assign(response.body, GOOGLE_TEST_USER);
});
await server.start(port, '127.0.0.1');
