import Bowser from 'bowser';

/** "Firefox 128 on Linux" from a User-Agent header; what the sessions list shows. */
export function describeBrowser(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const name = parsed.browser.name ?? 'Unknown browser';
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  return `${name}${major ? ` ${major}` : ''}${os ? ` on ${os}` : ''}`;
}
