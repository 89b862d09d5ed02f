import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MARKET_TICKER_PROVIDER } from '@/common/third-party-content';
import { DASHBOARD_TEXT as T } from '../texts';

/**
 * TradingView's ticker tape (a market ticker from a third-party charting
 * service): the one thing the product loads from another website, which the privacy policy names.
 */
export const TICKER_SCRIPT_SRC = MARKET_TICKER_PROVIDER.scriptSrc;
/** The ticker loads 1 second after the screen opens. */
export const TICKER_DELAY_MS = 1_000;

export const TICKER_CONFIG = {
  symbols: [
    { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
    { proName: 'FOREXCOM:NSXUSD', title: 'US 100' },
    { proName: 'FX_IDC:EURUSD', title: 'EUR/USD' },
    { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
    { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
    { proName: 'OANDA:XAUUSD', title: 'Gold' },
  ],
  showSymbolLogo: true,
  isTransparent: true,
  displayMode: 'adaptive',
  colorTheme: 'light',
  locale: 'en',
} as const;

const TICKER_HEIGHT = 46;

/**
 * Loads the widget's script 1 s after mounting. When it can't load (offline, blocked by the
 * content security policy) its box says so in a plain sentence instead of standing empty;
 * nothing is logged and nothing else moves.
 */
export function MarketTicker() {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let active = true;
    const timer = window.setTimeout(() => {
      const widget = document.createElement('div');
      widget.className = 'tradingview-widget-container__widget';
      const script = document.createElement('script');
      script.src = TICKER_SCRIPT_SRC;
      script.async = true;
      script.type = 'text/javascript';
      // the widget reads its settings from the script element's own text
      script.text = JSON.stringify(TICKER_CONFIG);
      script.addEventListener('error', () => {
        if (active) setFailed(true);
      });
      container.replaceChildren(widget, script);
    }, TICKER_DELAY_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
      container.replaceChildren();
    };
  }, []);

  return (
    <Box
      component="section"
      aria-label={T.marketPrices}
      data-testid="market-ticker"
      sx={{ minHeight: TICKER_HEIGHT, borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
    >
      {failed ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {T.tickerUnavailable}
        </Typography>
      ) : (
        <div ref={ref} className="tradingview-widget-container" />
      )}
    </Box>
  );
}
