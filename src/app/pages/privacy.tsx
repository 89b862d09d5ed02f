import Container from '@mui/material/Container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHero } from '../../components/ui/page-hero';

export function PrivacyPage() {
  return (
    <>
      <PageHero title="Privacy Policy" />
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ComingSoon what="The privacy policy" />
      </Container>
    </>
  );
}
