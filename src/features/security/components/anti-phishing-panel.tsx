// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ANTI_PHISHING_MSG } from '@/common/api/anti-phishing';
import { LoadError } from '@/src/components/ui/load-error';
import { PageLoader } from '@/src/components/ui/page-loader';
import { useMe } from '@/src/lib/auth/me';
import { antiPhishingPreview, SECURITY_TEXT } from '../texts';
import { AntiPhishingForm } from './anti-phishing-form';
import { SecuritySection } from '@/src/components/ui/security-section';

/**
 * The anti-phishing code: what it is for, the current one (the owner's own, so shown) or 'Not
 * set', and the form that sets, changes or removes it.
 */
export function AntiPhishingPanel() {
  const me = useMe();
  let body;
  if (me.isPending) {
    body = <PageLoader label={SECURITY_TEXT.loadingAntiPhishing} />;
  } else if (me.isError) {
    body = <LoadError error={me.error} what={SECURITY_TEXT.antiPhishingWhat} onRetry={() => void me.refetch()} />;
  } else {
    const current = me.data.anti_phishing_code ?? null;
    body = (
      <>
        <Box component="dl" aria-live="polite" sx={{ m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {SECURITY_TEXT.antiPhishingCurrent}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: current === null ? undefined : 600, overflowWrap: 'anywhere' }}
            color={current === null ? 'text.secondary' : undefined}
          >
            {current ?? SECURITY_TEXT.antiPhishingNotSet}
          </Typography>
          {current !== null && (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere' }}>
              {antiPhishingPreview(ANTI_PHISHING_MSG.inMail(current))}
            </Typography>
          )}
        </Box>
        <AntiPhishingForm current={current} />
      </>
    );
  }
  return (
    <SecuritySection id="security-anti-phishing" title={SECURITY_TEXT.antiPhishingTitle} help={SECURITY_TEXT.antiPhishingHelp}>
      {body}
    </SecuritySection>
  );
}
