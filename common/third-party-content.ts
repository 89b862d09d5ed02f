/**
 * What the product loads from other websites: the investor dashboard's market ticker, TradingView's
 * ticker-tape widget, and nothing else. Described once: the widget loads its script from here,
 * the content security policy allows these origins and no others, and the privacy policy names
 * the provider and what it receives from a visitor's browser.
 */
export const MARKET_TICKER_PROVIDER = {
  /** what the visitor sees, as the privacy policy names it */
  widget: 'market ticker',
  provider: 'TradingView',
  company: 'TradingView, Inc.',
  privacyPolicyUrl: 'https://www.tradingview.com/privacy-policy/',
  scriptSrc: 'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js',
  /** the script's origin (the CSP's script-src) */
  scriptOrigin: 'https://s3.tradingview.com',
  /** where the script's iframe comes from (the CSP's frame-src) */
  frameOrigins: ['https://s.tradingview.com', 'https://www.tradingview-widget.com'],
} as const;

/** Every origin the browser contacts for the ticker. */
export const MARKET_TICKER_ORIGINS: readonly string[] = [MARKET_TICKER_PROVIDER.scriptOrigin, ...MARKET_TICKER_PROVIDER.frameOrigins];
