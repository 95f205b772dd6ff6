import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

/** The slip's small preview; a photo icon when it cannot load (an expired link, no network). */
export function SlipThumbnail({ src, size = 56 }: { src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <IconPhoto size={size / 2} aria-hidden color="var(--mantine-color-gray-6)" />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
    />
  );
}
