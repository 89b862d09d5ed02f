import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { errorMessage } from '../ui/messages';
import { fileSize } from './fileSize';
import { KYC_TEXT as T } from './texts';

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(T.readFailed));
    reader.readAsDataURL(blob);
  });

/**
 * One identity document, fetched with the staff member's token (an <img src> could not send
 * it). Images are shown inline (as data: URLs, which the page's CSP allows); every document
 * can be opened in a new tab (a PDF in the browser's viewer) or downloaded.
 */
export const KycDocument = ({
  id,
  side,
  mime,
  size,
  holder,
}: {
  id: string;
  side: 'front' | 'back';
  mime: string;
  size: number;
  holder: string;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const isPdf = mime === 'application/pdf';
  const { data, error, isPending } = useQuery({
    queryKey: ['kyc', id, 'document', side],
    queryFn: async () => {
      const blob = await dataProvider.getKycDocument(id, side);
      return isPdf ? { blob } : { blob, dataUrl: await readAsDataUrl(blob) };
    },
    staleTime: Infinity,
    retry: false,
  });
  // a blob: address to open or save the original (the CSP keeps blob: out of <img> and frames)
  const objectUrl = useMemo(() => (data?.blob ? URL.createObjectURL(data.blob) : null), [data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  const front = side === 'front';
  const title = front ? T.frontTitle : T.backTitle;
  return (
    <Box component="figure" sx={{ m: 0, flex: '1 1 320px', minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" gutterBottom>
        {T.documentCaption(title, isPdf ? 'PDF' : mime.replace('image/', '').toUpperCase(), fileSize(size))}
      </Typography>
      {isPending && <CircularProgress size={24} aria-label={front ? T.loadingFront : T.loadingBack} />}
      {error && <Alert severity="error">{errorMessage(error) ?? T.loadFailed}</Alert>}
      {data && !isPdf && 'dataUrl' in data && (
        <Box
          component="img"
          src={data.dataUrl}
          alt={T.imageAlt(title, holder)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      {objectUrl && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button variant="outlined" size="small" href={objectUrl} target="_blank" rel="noopener">
            {isPdf ? (front ? T.openFrontPdf : T.openBackPdf) : front ? T.openFrontFull : T.openBackFull}
          </Button>
          <Button size="small" href={objectUrl} download={`kyc-${id}-${side}.${isPdf ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg'}`}>
            {T.download}
          </Button>
        </Box>
      )}
    </Box>
  );
};
