/** Hands a downloaded file to the browser's "save" as if a link had been followed. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; some browsers read the URL asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
