// Whether the document arrived with a prerendered page in it (the gateway marks #root so). Free of imports:
// start.ts, the entry and the bootstrap each decide something by it before anything else has loaded.

/** The document's #root, when the gateway put a prerendered page into it. */
export function prerenderedRoot(doc: Document = document): HTMLElement | null {
  const root = doc.getElementById('root');
  return root?.hasAttribute('data-prerendered') ? root : null;
}
