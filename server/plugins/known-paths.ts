/**
 * The web app's route patterns (written by scripts/prerender.mjs from the app's route table) as
 * one test: does the app have a page at this path? Matched as React Router matches them: case
 * aside, a trailing slash aside, ':name' one segment, ':name?' an optional one, '*' the rest.
 */
export function knownPathMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    const source = segments
      .map((segment) => {
        if (segment === '*') return '(?:/.*)?';
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        const optional = segment.endsWith('?');
        const literal = escape(optional ? segment.slice(0, -1) : segment);
        return optional ? `(?:/${literal})?` : `/${literal}`;
      })
      .join('');
    return new RegExp(`^${source}/?$`, 'i');
  });
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return false;
    }
    return expressions.some((expression) => expression.test(decoded));
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
