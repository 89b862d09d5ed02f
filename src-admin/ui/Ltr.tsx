import type { ReactNode } from 'react';

/**
 * Text that reads left to right on any page (an address, a hash, an IP address): kept whole and
 * in its own order inside a right-to-left line, where its punctuation would otherwise move.
 */
export const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;
