import { styled } from '@mui/material/styles';

interface ImageCopy {
  src: string;
  width: number;
  height: number;
}

interface IllustrationProps {
  image: ImageCopy;
  /** above the fold: fetch early, never lazily */
  priority?: boolean;
}

// a styled <img>, not Box: Box would turn width and height into CSS instead of the attributes
// the browser needs to reserve the space before the file arrives
const Img = styled('img')({ display: 'block', width: '100%', height: 'auto', marginInline: 'auto' });

/** A decorative drawing from public/illustrations; the text beside it says everything it shows. */
export function Illustration({ image, priority = false }: IllustrationProps) {
  return (
    <Img
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      style={{ maxWidth: image.width }}
    />
  );
}
