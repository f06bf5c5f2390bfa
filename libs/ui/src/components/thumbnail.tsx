import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';

export interface ThumbnailProps {
  src: string | null | undefined;
  /** Width and height in pixels. */
  size: number;
  /** Empty for a picture next to its own text. */
  alt?: string;
  borderRadius?: string;
  borderWidth?: string;
}

/**
 * A square picture that falls back to a plain tile when there is no address or the image does
 * not load (an external address on a closed network), instead of a broken-image icon.
 */
export function Thumbnail({
  src,
  size,
  alt = '',
  borderRadius = 'sm',
  borderWidth,
}: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { w: `${size}px`, h: `${size}px`, flexShrink: 0, borderRadius, borderWidth };
  if (!src || failed === src) {
    return (
      <Box
        {...box}
        bg="bg.muted"
        {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
      />
    );
  }
  return (
    <Image
      {...box}
      src={src}
      alt={alt}
      htmlWidth={size}
      htmlHeight={size}
      objectFit="cover"
      onError={() => setFailed(src)}
    />
  );
}
