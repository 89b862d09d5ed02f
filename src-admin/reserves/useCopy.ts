import { useNotify } from 'react-admin';
import { RESERVES_TEXT } from './texts';

/**
 * Copies a text to the clipboard and says so: `what` names it ('The message to sign'). Where the
 * browser refuses, a warning says to select it by hand (it is on screen in full).
 */
export function useCopy(): (text: string, what: string) => void {
  const notify = useNotify();
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(RESERVES_TEXT.copied(what), { type: 'info' });
    } catch {
      notify(RESERVES_TEXT.copyFailed(what), { type: 'warning' });
    }
  };
  return (text, what) => void copy(text, what);
}
