/**
 * Hands `blob` to the browser as a download named `fileName` (an object URL on a temporary link, revoked right
 * after). No URL from data is ever navigated to.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers read the URL asynchronously after click().
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
