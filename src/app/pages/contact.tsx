import { PageHero } from '@/src/components/ui/page-hero';
import { CONTACT } from '@/src/config/site';
import { ContactRows } from '@/src/features/marketing/components/contact-rows';
import { Faq } from '@/src/features/marketing/components/faq';
import { Section, SectionHeading } from '@/src/features/marketing/components/section';

export function ContactPage() {
  return (
    <>
      <PageHero title={CONTACT.title} />
      <Section labelledBy="get-in-touch-heading">
        <SectionHeading id="get-in-touch-heading" title={CONTACT.heading} intro={CONTACT.intro} />
        <ContactRows />
      </Section>
      <Faq />
    </>
  );
}
