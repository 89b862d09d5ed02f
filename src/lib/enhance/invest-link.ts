import { getSession } from '@/src/lib/auth/session';

/**
 * Links that go elsewhere for a signed-in investor ('Invest Now!': sign-up for visitors, the
 * account when signed in). The pages are built for visitors; the session is in this browser only.
 */
export function enhanceSignedInLinks(root: ParentNode): () => void {
  if (getSession() === null) return () => undefined;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-signed-in-href]')) {
    link.href = link.dataset.signedInHref!;
  }
  return () => undefined;
}
