// Browser detection from the user-agent string, shared by the concern form (which skips geolocation in
// in-app browsers) and the server (which records what it saw).

/** In-app browsers by the marker their user agent carries; the first match wins, so order matters. */
const IN_APP_BROWSERS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  [
    'Messenger',
    /\bMessenger(ForiOS|Lite)?|FB_IAB\/(MESSENGER|Orca-Android)|\bFBAN\/Messenger|\bOrca-Android\b/i,
  ],
  ['Instagram', /\bInstagram\b/i],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFBIOS\b|\bFB4A\b/],
  ['Threads', /\bBarcelona\b/],
  ['TikTok', /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b|\btrill_/i],
  ['LINE', /\bLine\/\d/],
  ['WeChat', /\bMicroMessenger\b/i],
  ['Snapchat', /\bSnapchat\b/i],
  ['X (Twitter)', /\bTwitter(Android)?\b/i],
  ['LinkedIn', /\bLinkedInApp\b/i],
  ['Pinterest', /\bPinterest\b/i],
  ['KakaoTalk', /\bKAKAOTALK\b/i],
  ['Telegram', /\bTelegram-?(Android|iOS)?\b/i],
  ['Viber', /\bViber\b/i],
  ['Google app', /\bGSA\/\d/],
];

/** Name of the in-app browser the user agent belongs to, or null in an ordinary browser. */
export function detectInAppBrowser(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  for (const [name, pattern] of IN_APP_BROWSERS) if (pattern.test(userAgent)) return name;
  // An Android WebView embedded in some other app.
  if (/; wv\)/.test(userAgent) && /\bAndroid\b/.test(userAgent)) return 'Android app';
  return null;
}

const BROWSERS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOPiOS\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bSafari\/|\bAppleWebKit\//],
];

const SYSTEMS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\biPhone\b|\biPad\b|\biPod\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * A short readable browser description, e.g. "Chrome on Android" or "Facebook in-app browser on iOS".
 * "Unknown browser" when the user agent says nothing recognisable.
 */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const os = SYSTEMS.find(([, p]) => p.test(userAgent))?.[0];
  const inApp = detectInAppBrowser(userAgent);
  const name = inApp
    ? `${inApp} in-app browser`
    : (BROWSERS.find(([, p]) => p.test(userAgent))?.[0] ?? 'Unknown browser');
  return os ? `${name} on ${os}` : name;
}
