import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Show, useRecordContext } from 'react-admin';
import { KYC_DOC_TYPE_LABELS } from '@/common/validation/kyc';
import { ShowLoadError, loadErrorProps } from '../ui/LoadError';
import { StatusField } from '../ui/StatusField';
import { UserField } from '../ui/UserField';
import { KycDocument } from './KycDocument';
import { KycReview } from './KycReview';
import { KYC_TEXT as T } from './texts';
import type { KycRecord } from './types';
import { DetailItem } from '../ui/DetailItem';
import { formatDateTime } from '@/common/date-format';
import { COUNTRY_OPTIONS } from '@/common/countries';
import { Ltr } from '../ui/Ltr';

/** The address's country by name ('GB' -> 'United Kingdom'); '—' on submissions from before it was asked. */
const countryName = (code: string | null) => (code ? (COUNTRY_OPTIONS.find((c) => c.value === code)?.label ?? code) : '—');

const when = (iso: string | null | undefined) => formatDateTime(iso) || '—';

const KycTitle = () => {
  const record = useRecordContext<KycRecord>();
  return <span>{record ? T.pageTitle(`${record.first_name} ${record.last_name}`) : T.pageTitleEmpty}</span>;
};

const KycDetails = () => {
  const record = useRecordContext<KycRecord>();
  if (!record) return null;
  const holder = `${record.first_name} ${record.last_name}`;
  return (
    <>
      <Card component="section" aria-labelledby="kyc-details-title">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography id="kyc-details-title" component="h1" variant="h5">
              {holder}
            </Typography>
            <KycReview />
          </Box>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
            <DetailItem label={T.status}>
              <StatusField />
            </DetailItem>
            <DetailItem label={T.account}>
              <UserField />
            </DetailItem>
            <DetailItem label={T.document}>{KYC_DOC_TYPE_LABELS[record.doc_type] ?? record.doc_type}</DetailItem>
            <DetailItem label={T.dateOfBirth}>{record.dob}</DetailItem>
            <DetailItem label={T.nationality}>{record.nationality}</DetailItem>
            <DetailItem label={T.phone}>
              <Ltr>{record.phone_no}</Ltr>
            </DetailItem>
            <DetailItem label={T.address}>
              {[record.address_one, record.address_two, `${record.city}, ${record.state} ${record.zip_code}`].filter(Boolean).join(', ')}
            </DetailItem>
            <DetailItem label={T.countryOfAddress}>{countryName(record.address_country)}</DetailItem>
            <DetailItem label={T.submitted}>{when(record.createdAt)}</DetailItem>
            <DetailItem label={T.reviewed}>{when(record.reviewed_at)}</DetailItem>
            {record.reason && <DetailItem label={T.rejectionReason}>{record.reason}</DetailItem>}
          </Box>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="kyc-documents-title" sx={{ mt: 2 }}>
        <CardContent>
          <Typography id="kyc-documents-title" component="h2" variant="h6" gutterBottom>
            {T.documents}
          </Typography>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <KycDocument id={record.id} side="front" mime={record.front_mime} size={record.front_size} holder={holder} />
            {record.back_mime !== null && record.back_size !== null ? (
              <KycDocument id={record.id} side="back" mime={record.back_mime} size={record.back_size} holder={holder} />
            ) : (
              // a passport is its photo page only: there is no back to show
              <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
                {T.noBackSide}
              </Typography>
            )}
          </Box>
        </CardContent>
      </Card>
    </>
  );
};

/**
 * One submission: its details, its documents (a passport has no back), and (for admins)
 * approve or reject. `id` defaults to the route's, as in any react-admin show view.
 */
export const KycShow = ({ id }: { id?: string }) => (
  <Show id={id} title={<KycTitle />} {...loadErrorProps} error={<ShowLoadError />} actions={false} component="div">
    <KycDetails />
  </Show>
);
