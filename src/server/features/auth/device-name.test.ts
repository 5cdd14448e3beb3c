import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

const AGENTS = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('deviceName', () => {
  it.each([
    ['chromeAndroid', 'Chrome on Android'],
    ['safariIphone', 'Safari on iPhone'],
    ['chromeIphone', 'Chrome on iPhone'],
    ['firefoxWindows', 'Firefox on Windows'],
    ['edgeWindows', 'Edge on Windows'],
    ['chromeMac', 'Chrome on Mac'],
    ['safariMac', 'Safari on Mac'],
    ['samsungAndroid', 'Samsung Internet on Android'],
    ['firefoxLinux', 'Firefox on Linux'],
    ['safariIpad', 'Safari on iPad'],
  ] as const)('names %s "%s"', (agent, name) => {
    expect(deviceName(AGENTS[agent])).toBe(name);
  });

  it('names a client it does not recognise by the first word of its User-Agent', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName('okhttp/4.12.0 (something else)')).toBe('okhttp/4.12.0');
  });

  it('answers null when no User-Agent was sent', () => {
    expect(deviceName(undefined)).toBeNull();
    expect(deviceName(null)).toBeNull();
    expect(deviceName('   ')).toBeNull();
  });
});
