import Container from '@mui/material/Container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHero } from '../../components/ui/page-hero';

export function AboutPage() {
  return (
    <>
      <PageHero title="About" />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <ComingSoon what="About us" />
      </Container>
    </>
  );
}
