import Container from '@mui/material/Container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHero } from '../../components/ui/page-hero';

export function TermsPage() {
  return (
    <>
      <PageHero title="Terms and Conditions" />
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ComingSoon what="The terms and conditions" />
      </Container>
    </>
  );
}
