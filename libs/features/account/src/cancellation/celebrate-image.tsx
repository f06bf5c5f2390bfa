import { Box } from '@chakra-ui/react';

/** The celebration picture of the kept-website modal (drawn here, so it needs no asset). */
export function CelebrateImage({ label }: { label: string }) {
  return (
    <Box as="span" display="block" mx="auto" w="40" h="32" role="img" aria-label={label}>
      <svg viewBox="0 0 160 128" width="100%" height="100%" aria-hidden="true">
        <circle cx="80" cy="70" r="44" fill="#E8EEFF" />
        <path d="M52 104 L80 40 L108 104 Z" fill="#2450FF" />
        <path d="M62 82 L98 82 L102 92 L58 92 Z" fill="#FFC53D" />
        <circle cx="80" cy="36" r="7" fill="#FF5C7A" />
        <rect
          x="24"
          y="22"
          width="8"
          height="8"
          rx="2"
          fill="#FFC53D"
          transform="rotate(20 28 26)"
        />
        <rect
          x="128"
          y="30"
          width="8"
          height="8"
          rx="2"
          fill="#2EC27E"
          transform="rotate(-15 132 34)"
        />
        <rect x="118" y="8" width="6" height="6" rx="1" fill="#FF5C7A" />
        <rect x="36" y="6" width="6" height="6" rx="1" fill="#2450FF" />
        <circle cx="20" cy="60" r="4" fill="#2EC27E" />
        <circle cx="142" cy="64" r="4" fill="#FFC53D" />
        <path d="M40 40 q6 -10 12 0" stroke="#FF5C7A" strokeWidth="3" fill="none" />
        <path d="M110 50 q6 -10 12 0" stroke="#2450FF" strokeWidth="3" fill="none" />
      </svg>
    </Box>
  );
}
