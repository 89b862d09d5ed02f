import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';

const QR_SIZE = 220;

/** The payment URI drawn as an SVG (no canvas needed), as a data URL an <img> can show. */
async function qrImage(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, width: QR_SIZE, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code a wallet app scans to fill in the address and amount; it shrinks to fit a narrow phone. */
export function PaymentQr({ uri, alt }: { uri: string; alt: string }) {
  // drawn once per URI: react-query keeps the result and drops it if the dialog closes first
  const image = useQuery({ queryKey: ['payment-qr', uri], queryFn: () => qrImage(uri), staleTime: Infinity, retry: false });
  return (
    <Box sx={{ width: '100%', maxWidth: QR_SIZE, mx: 'auto', aspectRatio: '1 / 1', bgcolor: '#fff', borderRadius: 1 }}>
      {image.data ? (
        <Box component="img" src={image.data} alt={alt} sx={{ display: 'block', width: '100%', height: 'auto' }} />
      ) : (
        // a failed drawing leaves the square empty: the address and amount above are enough to pay
        image.isPending && <Skeleton variant="rectangular" width="100%" height="100%" aria-hidden />
      )}
    </Box>
  );
}
