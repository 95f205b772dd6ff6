import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

/** The slip's small preview; a photo icon when it cannot load (an expired link, no network). */
/** `src` is null once the chapter's retention period or an erasure removed the images (issue 19). */
export function SlipThumbnail({ src, size = 56 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed || src === null) {
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
