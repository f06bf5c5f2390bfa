import { Box, Button, chakra, Image } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

export interface VideoThumbnailProps {
  /** The video provider's id of the video. */
  videoId: string;
  /** The accessible name of the play button (also the image's alt text). */
  label: string;
  onPlay: () => void;
}

interface VideoMetadata {
  thumbnail: string;
  /** Seconds. */
  duration: number;
}

/** The video provider's metadata address for a video. */
export function videoMetadataUrl(videoId: string): string {
  return `https://vimeo.com/api/v2/video/${encodeURIComponent(videoId)}.json`;
}

/** The provider's answer: an array whose first item has `thumbnail_large` and `duration`. */
function parseVideoMetadata(body: unknown): VideoMetadata {
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  if (typeof first === 'object' && first !== null && 'thumbnail_large' in first) {
    const thumbnail = first.thumbnail_large;
    const duration = 'duration' in first ? Number(first.duration) : Number.NaN;
    if (typeof thumbnail === 'string' && thumbnail !== '' && Number.isFinite(duration)) {
      // The page only loads images over https.
      return { thumbnail: thumbnail.replace(/^http:\/\//, 'https://'), duration };
    }
  }
  throw new Error('The video metadata has no thumbnail');
}

/** Seconds as m:ss (125 → 2:05). */
export function formatVideoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

async function fetchVideoMetadata(videoId: string, signal: AbortSignal): Promise<VideoMetadata> {
  try {
    // A third-party video provider, outside our API contract, so not the API client.
    const response = await fetch(videoMetadataUrl(videoId), { signal });
    if (!response.ok) throw new Error(`The video provider answered ${response.status}`);
    const body: unknown = await response.json();
    return parseVideoMetadata(body);
  } catch (error) {
    // Spec: a failed metadata fetch is logged only; the plain button stays.
    if (!signal.aborted) console.warn('The video thumbnail could not be loaded', error);
    throw error;
  }
}

/** The overview's video: a thumbnail with its duration, or a plain button until (or unless) it loads. */
export function VideoThumbnail({ videoId, label, onPlay }: VideoThumbnailProps) {
  const durationId = useId();
  const metadata = useQuery({
    queryKey: ['video-metadata', videoId],
    queryFn: ({ signal }) => fetchVideoMetadata(videoId, signal),
    retry: false,
    staleTime: Infinity,
  });

  if (!metadata.data) {
    return (
      <Button size="sm" variant="outline" onClick={onPlay}>
        {label}
      </Button>
    );
  }

  return (
    <chakra.button
      type="button"
      onClick={onPlay}
      aria-label={label}
      aria-describedby={durationId}
      position="relative"
      display="block"
      flexShrink="0"
      w={{ base: '720px', lg: '300px', '2xl': '340px' }}
      maxW="100%"
      p="0"
      borderRadius="md"
      overflow="hidden"
      cursor="pointer"
      focusVisibleRing="outside"
    >
      <Image src={metadata.data.thumbnail} alt={label} w="100%" h="auto" display="block" />
      <Box
        id={durationId}
        position="absolute"
        right="2"
        bottom="2"
        px="1.5"
        py="0.5"
        borderRadius="sm"
        bg="blackAlpha.700"
        color="white"
        fontSize="xs"
        fontWeight="semibold"
      >
        {formatVideoDuration(metadata.data.duration)}
      </Box>
    </chakra.button>
  );
}
