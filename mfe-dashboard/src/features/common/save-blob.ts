// A file the API sent (an invoice, a declarations PDF, a receipt) handed to the browser as a download: links to the
// API cannot carry the customer's token, so the file arrives as a blob first.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
