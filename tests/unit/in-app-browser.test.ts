import { describe, expect, it } from 'vitest';
import { describeBrowser, detectInAppBrowser } from '../../src/shared/in-app-browser.ts';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.41.107;FBBV/123]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/471.0.0.35.86;]',
  messengerAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2111 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/462.0.0.40.86;]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/460.0.0.44.107;]',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 614436079)',
  tiktok:
    'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_340103 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/34.1.3 ByteLocale/en',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/en',
  webview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A.240605.024; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
};

describe('detectInAppBrowser', () => {
  it.each([
    ['facebookIos', 'Facebook'],
    ['facebookAndroid', 'Facebook'],
    ['messengerAndroid', 'Messenger'],
    ['messengerIos', 'Messenger'],
    ['instagram', 'Instagram'],
    ['tiktok', 'TikTok'],
    ['line', 'LINE'],
    ['wechat', 'WeChat'],
    ['webview', 'Android app'],
  ] as const)('names %s as %s', (key, name) => {
    expect(detectInAppBrowser(UA[key])).toBe(name);
  });

  it.each([
    'chromeAndroid',
    'safariIphone',
    'firefoxWindows',
    'edgeWindows',
    'samsung',
    'chromeLinux',
  ] as const)('finds no in-app browser in %s', (key) => {
    expect(detectInAppBrowser(UA[key])).toBeNull();
  });

  it('copes with an empty user agent', () => {
    expect(detectInAppBrowser('')).toBeNull();
    expect(detectInAppBrowser(undefined)).toBeNull();
  });
});

describe('describeBrowser', () => {
  it.each([
    ['chromeAndroid', 'Chrome on Android'],
    ['safariIphone', 'Safari on iOS'],
    ['firefoxWindows', 'Firefox on Windows'],
    ['edgeWindows', 'Edge on Windows'],
    ['samsung', 'Samsung Internet on Android'],
    ['chromeLinux', 'Chrome on Linux'],
    ['headless', 'Chrome on Linux'],
    ['facebookIos', 'Facebook in-app browser on iOS'],
    ['instagram', 'Instagram in-app browser on iOS'],
  ] as const)('describes %s as %s', (key, text) => {
    expect(describeBrowser(UA[key])).toBe(text);
  });

  it('says so when it cannot tell', () => {
    expect(describeBrowser('')).toBe('Unknown browser');
    expect(describeBrowser('curl/8.5.0')).toBe('Unknown browser');
  });
});
