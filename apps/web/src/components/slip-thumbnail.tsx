import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';

/**
 * The slip's small preview in a fixed square, whatever the picture's shape; a photo icon when it
 * cannot load (an expired link, no network). `src` is null once the chapter's retention period or
 * an erasure removed the images (issue 19). It never shrinks beside a long line of text, so the
 * rows of a list line up.
 */
export function SlipThumbnail({ src, size = 56 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const box: CSSProperties = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: 'var(--mantine-radius-sm)',
  };
  if (failed || src === null) {
    return (
      <Center bg="gray.1" style={box} data-testid="slip-thumbnail">
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
      data-testid="slip-thumbnail"
      style={{ ...box, objectFit: 'cover', display: 'block', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}
