// Uploads (claim invoices, documents) report their progress, which fetch cannot: this sends a request through
// XMLHttpRequest for the client's request(), which still writes the token and maps every failure. Bundled with
// @tailwise/shared/api-call, so the shell's root client stays as small as it is.

/** An upload that failed on the way (the connection dropped): nothing reached the API. */
export const UPLOAD_INTERRUPTED = 'The upload was interrupted. Check your connection and try again.';

/** A transport for ApiClient.request() that reports the bytes of the body sent so far, and its total. */
export function xhrTransport(onProgress?: (loaded: number, total: number) => void) {
  return (url: string, init: RequestInit): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
          }),
        );
      xhr.onerror = () => reject(new Error(UPLOAD_INTERRUPTED));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
}
