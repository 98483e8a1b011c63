import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { isKnownPage } from './routes';

describe('isKnownPage', () => {
  it('knows every page of the app', () => {
    for (const path of [
      paths.home,
      paths.auth,
      paths.terms,
      paths.app.root,
      paths.app.allotments,
      paths.app.explore.institutes,
      `${paths.app.explore.institutes}/`,
    ]) {
      expect(isKnownPage(path), path).toBe(true);
    }
  });

  it('does not know paths that show the not-found page, inside the app or out', () => {
    for (const path of ['/no-such-page', '/app/no-such-screen', '/terms/more', '/assets/x.js']) {
      expect(isKnownPage(path), path).toBe(false);
    }
  });
});
