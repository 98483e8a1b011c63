import { DEVICE_ID_COOKIE, DEVICE_ID_STORAGE_KEY, deviceIdSchema } from '@seatscope/shared';

let fallbackId: string | undefined;

/**
 * This browser's device id (docs/product.md#one-device: a random UUID created once, kept in local storage). It is
 * mirrored into a first-party cookie so that sign-ins the browser navigates to (Google's
 * callback) carry it too; the server records it with each new session (docs/product.md#one-device).
 */
export function deviceId(): string {
  let id: string | undefined;
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    id = deviceIdSchema.safeParse(stored).success && stored ? stored : undefined;
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
    }
  } catch {
    // Storage blocked by privacy settings: one id for this page's life still tells devices apart.
    fallbackId ??= crypto.randomUUID();
    id = fallbackId;
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVICE_ID_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  return id;
}
