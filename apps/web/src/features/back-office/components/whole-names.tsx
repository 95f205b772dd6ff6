import type { ReactNode } from 'react';

/*
 * Thai has no spaces between words, so the browser breaks a line inside a word by its dictionary:
 * "สมชาย รักงาน" could end a line at "รัก". A person's name should break only at its spaces, so
 * each word of it is kept whole.
 */

const whole = { whiteSpace: 'nowrap' } as const;

/** Splits text into pieces, each keyed by where it starts in the text (stable for the same text). */
function pieces(text: string, separator: RegExp): { at: number; text: string }[] {
  let at = 0;
  return text.split(separator).map((piece) => {
    const start = at;
    at += piece.length;
    return { at: start, text: piece };
  });
}

/** A person's name that wraps only between its words. */
export function PersonName({ name }: { name: string }) {
  return pieces(name, /( )/).map((piece) =>
    piece.text === ' ' ? (
      ' '
    ) : (
      <span key={piece.at} style={whole}>
        {piece.text}
      </span>
    ),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence in which each of the given names (the people it is about) wraps only between its words. */
export function withWholeNames(sentence: string, names: readonly (string | null | undefined)[]): ReactNode {
  const known = [...new Set(names.filter((name): name is string => Boolean(name?.trim())))];
  if (known.length === 0) return sentence;
  // Longest first, so a name that contains another is kept whole as the longer one.
  const pattern = new RegExp(
    `(${known
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'g',
  );
  return pieces(sentence, pattern).map((piece) =>
    known.includes(piece.text) ? <PersonName key={piece.at} name={piece.text} /> : piece.text,
  );
}
