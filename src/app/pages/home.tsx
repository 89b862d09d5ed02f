import { Advisors } from '../../features/marketing/components/advisors';
import { DepthBanner } from '../../features/marketing/components/depth-banner';
import { Hero } from '../../features/marketing/components/hero';
import { HowWeWork } from '../../features/marketing/components/how-we-work';
import { InvestBanner } from '../../features/marketing/components/invest-banner';
import { QuoteBlock } from '../../features/marketing/components/quote-block';
import { StockOptions } from '../../features/marketing/components/stock-options';

/** The home page, in SPEC.md's order. */
export function HomePage() {
  return (
    <>
      <Hero />
      <DepthBanner />
      <HowWeWork />
      <QuoteBlock />
      <Advisors />
      <StockOptions />
      <InvestBanner />
    </>
  );
}
