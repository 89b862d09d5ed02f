/**
 * The legacy dialog messages read 'Title! text' ('Processing! your account will be...').
 * Split at the first '! ' into the dialog's title and its text.
 */
export function splitMessage(message: string): { title: string; text: string } {
  const at = message.indexOf('! ');
  if (at < 0) return { title: message, text: '' };
  return { title: message.slice(0, at + 1), text: message.slice(at + 2) };
}
