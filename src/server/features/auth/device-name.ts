/** First match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPhones and iPads say "like Mac OS X", Android says "Linux": the specific names come first. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * How the "signed-in devices" list names a session: "Chrome on Android", "Safari on iPhone". A client we do
 * not recognise (curl, an app) is named by the first word of its User-Agent; null when it sent none.
 */
export function deviceName(userAgent: string | null | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? agent.split(/\s/)[0]?.slice(0, 40) ?? null;
}
