import { Fragment } from 'react';

// Stand-ins (private-use characters, which no text holds) for the values in bold: the sentence
// is one message, so each language puts them where its grammar wants them, and it is cut at
// them to put the bold values in.
const mark = (i: number) => String.fromCharCode(0xe000 + i);

/**
 * A sentence with some of its values in bold ('Send **$100.00** worth of **Bitcoin** to...').
 * `write` gets one stand-in per value of `parts` and returns the sentence around them.
 */
export function Emphasised({ write, parts }: { write: (...marks: string[]) => string; parts: string[] }) {
  const sentence = write(...parts.map((_, i) => mark(i)));
  return (
    <>
      {sentence.split(/([\uE000-\uE0FF])/).map((piece, i) => {
        const at = piece.length === 1 ? piece.charCodeAt(0) - 0xe000 : -1;
        if (at >= 0 && at < parts.length) return <strong key={i}>{parts[at]}</strong>;
        return piece ? <Fragment key={i}>{piece}</Fragment> : null;
      })}
    </>
  );
}
