/** Hands `text` to the browser as a download named `fileName` (a Blob URL, released right after). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium starts the download from the click before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
