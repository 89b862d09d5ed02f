import { PageHero } from '../../components/ui/page-hero';
import { CONTACT } from '../../config/site';
import { ContactRows } from '../../features/marketing/components/contact-rows';
import { Faq } from '../../features/marketing/components/faq';
import { Section, SectionHeading } from '../../features/marketing/components/section';

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
