/** The one Google user the local OpenID provider (oidc-server.ts) signs in. */
export const GOOGLE_TEST_USER = {
  sub: 'google-e2e-user',
  email: 'google-user@gmail.example',
  name: 'Gita Google',
  email_verified: true,
};
