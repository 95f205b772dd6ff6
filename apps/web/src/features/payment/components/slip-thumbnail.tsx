import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

const SIZE = 56;

/** The slip's small preview; a photo icon when it cannot load (an expired link, no network). */
export function SlipThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Center w={SIZE} h={SIZE} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-6)" />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
    />
  );
}
