// What the concern form tells the server about the visit, besides the message itself.
import type { z } from 'zod';
import type { gpsLocationSchema } from '../../../../shared/contract/concern.ts';
import { describeBrowser, detectInAppBrowser } from '../../../../shared/in-app-browser.ts';

export type GpsLocation = NonNullable<z.infer<typeof gpsLocationSchema>>;

/** docs/product/public-site.md#constants: high accuracy, 10 s timeout, no cached position. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

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
 * Whether the visitor has already let this site read the device position. Only then is it asked for: the form
 * never opens with a permission prompt (issue #34), and without it the server places the sender by address.
 */
async function locationAllowed(): Promise<boolean> {
  if (!('geolocation' in navigator) || !navigator.permissions?.query) return false;
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

/**
 * The location attempt of docs/product/public-site.md#states: the device position when already allowed,
 * otherwise none (the server's IP-based location). Resolves null on refusal, error, timeout or no
 * permission; never rejects and never prompts.
 */
export async function knownLocation(): Promise<GpsLocation | null> {
  if (!(await locationAllowed())) return null;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          timestamp: position.timestamp,
        }),
      () => resolve(null),
      GEOLOCATION_OPTIONS,
    );
  });
}
