import Container from '@mui/material/Container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHero } from '../../components/ui/page-hero';

export function ServicesPage() {
  return (
    <>
      <PageHero title="Services" />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <ComingSoon what="Our advisory services" />
      </Container>
    </>
  );
}
