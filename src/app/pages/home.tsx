import { HydrateApart } from '@/src/components/ui/hydrate-apart';
import { HydrateOnView } from '@/src/components/ui/hydrate-on-view';
import { Advisors } from '@/src/features/marketing/components/advisors';
import { DepthBanner } from '@/src/features/marketing/components/depth-banner';
import { Hero } from '@/src/features/marketing/components/hero';
import { HowWeWork } from '@/src/features/marketing/components/how-we-work';
import { InvestBanner } from '@/src/features/marketing/components/invest-banner';
import { QuoteBlock } from '@/src/features/marketing/components/quote-block';
import { StockOptions } from '@/src/features/marketing/components/stock-options';

/** The home page, in SPEC.md's order. */
export function HomePage() {
  return (
    <>
      <Hero />
      <HydrateOnView>
        <DepthBanner />
      </HydrateOnView>
      <HydrateOnView>
        <HowWeWork />
      </HydrateOnView>
      <HydrateOnView>
        <QuoteBlock />
      </HydrateOnView>
      <HydrateOnView>
        <Advisors />
      </HydrateOnView>
      <HydrateOnView>
        <StockOptions />
      </HydrateOnView>
      {/* hydrated at once: its link is the visitor's own (sign-up, or the account when signed in) */}
      <HydrateApart>
        <InvestBanner />
      </HydrateApart>
    </>
  );
}
