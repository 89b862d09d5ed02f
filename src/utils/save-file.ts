/** Hands a downloaded file to the browser under `fileName`: an object URL clicked once, then let go. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // after the click has been handled: revoking at once can cancel the download in some browsers
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
