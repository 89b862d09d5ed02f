// the privacy policy's words are the web app's (its English catalogue)
import '@/src/app/catalogues';
import { describe, expect, it } from 'vitest';
import { MARKET_TICKER_ORIGINS, MARKET_TICKER_PROVIDER } from '@/common/third-party-content';
import { securityHeaders } from '@/server/plugins/security';
import { PRIVACY } from '@/src/config/legal';

// The privacy policy tells the truth about what the pages load from other websites: the
// dashboard's market ticker, by its provider, and what the provider receives; and the content
// security policy lets the browser load from those websites and no others.
const policyText = PRIVACY.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join('\n');

/** Every source in the CSP that is another website (not 'self', a keyword or a scheme such as data:). */
function cspOrigins(): string[] {
  const csp = securityHeaders()['content-security-policy'];
  return csp
    .split(';')
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => /^https?:\/\//.test(source));
}

describe('what the pages load from other websites', () => {
  it('the privacy policy names the market ticker, its provider and what it receives', () => {
    expect(policyText).toContain(MARKET_TICKER_PROVIDER.widget);
    expect(policyText).toContain(MARKET_TICKER_PROVIDER.company);
    expect(policyText).toContain(MARKET_TICKER_PROVIDER.privacyPolicyUrl);
    for (const received of ['IP address', "browser's details", 'the page that shows']) expect(policyText).toContain(received);
    for (const origin of MARKET_TICKER_ORIGINS) expect(policyText).toContain(new URL(origin).host);
  });

  it('says the pages load nothing from other websites only with the ticker named as the exception', () => {
    const claims = policyText.split(/(?<=\.)\s+/).filter((sentence) => /nothing from other websites/i.test(sentence));
    for (const claim of claims) expect(claim).toContain(MARKET_TICKER_PROVIDER.widget);
  });

  it("the CSP allows the ticker's origins and no other website, so the policy's list is the whole list", () => {
    expect([...new Set(cspOrigins())].sort()).toEqual([...MARKET_TICKER_ORIGINS].sort());
    expect(MARKET_TICKER_PROVIDER.scriptSrc.startsWith(`${MARKET_TICKER_PROVIDER.scriptOrigin}/`)).toBe(true);
  });
});
