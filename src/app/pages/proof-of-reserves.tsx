import { PageHero } from '@/src/components/ui/page-hero';
import { ProofOfReserves } from '@/src/features/reserves/components/proof-of-reserves';
import { RESERVES_TEXT } from '@/src/features/reserves/texts';

/** /proof-of-reserves: public; the route brings the data layer with it (routes.ts). */
export function ProofOfReservesPage() {
  return (
    <>
      <PageHero title={RESERVES_TEXT.title} />
      <ProofOfReserves />
    </>
  );
}
