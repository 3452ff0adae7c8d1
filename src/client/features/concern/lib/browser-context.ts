// What the concern form tells the server about the visit, besides the message itself.
import type { z } from 'zod';
import type { gpsLocationSchema } from '../../../../shared/contract/concern.ts';
import { describeBrowser, detectInAppBrowser } from '../../../../shared/in-app-browser.ts';

export type GpsLocation = NonNullable<z.infer<typeof gpsLocationSchema>>;

/** docs/product/public-site.md#constants: high accuracy, 10 s timeout, no cached position. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
/**
 * The browser's timeout does not run while the permission prompt waits for an answer, so the form stops
 * waiting after this long and opens without a location (a later answer still reaches `onLate`).
 */
const PROMPT_WAIT_MS = 12_000;

export function currentInAppBrowser(): string | null {
  return detectInAppBrowser(navigator.userAgent);
}

export function visitContext() {
  return {
    fullUrl: window.location.href,
    browserType: describeBrowser(navigator.userAgent),
    inAppBrowser: currentInAppBrowser(),
    referrer: document.referrer || null,
  };
}

/**
 * One attempt at the device position. Resolves null on refusal, error, timeout or no support; never
 * rejects. A position that arrives after the wait is handed to `onLate`.
 */
export function requestLocation(onLate?: (location: GpsLocation) => void): Promise<GpsLocation | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    let settled = false;
    const timer = window.setTimeout(() => {
      settled = true;
      resolve(null);
    }, PROMPT_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const location: GpsLocation = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          timestamp: position.timestamp,
        };
        if (settled) {
          onLate?.(location);
          return;
        }
        settled = true;
        window.clearTimeout(timer);
        resolve(location);
      },
      () => {
        if (settled) return;
        settled = true;
        window.clearTimeout(timer);
        resolve(null);
      },
      GEOLOCATION_OPTIONS,
    );
  });
}
