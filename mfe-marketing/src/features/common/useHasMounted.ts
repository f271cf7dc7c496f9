import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydrating render, true after mount. Pages render the same
 * markup on the server and on first client render, then show client-only things (clock, hash, data).
 */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
