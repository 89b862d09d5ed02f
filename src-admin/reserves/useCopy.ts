import { useNotify } from 'react-admin';

/**
 * Copies a text to the clipboard and says so: `what` names it ('The message to sign'). Where the
 * browser refuses, a warning says to select it by hand (it is on screen in full).
 */
export function useCopy(): (text: string, what: string) => void {
  const notify = useNotify();
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(`${what} was copied.`, { type: 'info' });
    } catch {
      notify(`${what} could not be copied: select it and copy it by hand.`, { type: 'warning' });
    }
  };
  return (text, what) => void copy(text, what);
}
