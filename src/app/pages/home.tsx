import { Advisors } from '@/src/features/marketing/components/advisors';
import { DepthBanner } from '@/src/features/marketing/components/depth-banner';
import { Hero } from '@/src/features/marketing/components/hero';
import { HowWeWork } from '@/src/features/marketing/components/how-we-work';
import { InvestBanner } from '@/src/features/marketing/components/invest-banner';
import { QuoteBlock } from '@/src/features/marketing/components/quote-block';
import { StockOptions } from '@/src/features/marketing/components/stock-options';

/** The home page, its blocks in their fixed order. */
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
