// Prerendered forms (the quiz's first step, the contact form, the sign-in screen) arrive before the app
// runs: their controls stay disabled until the app has taken over, so nothing typed into the static copy
// is lost when the app replaces it.
import { useEffect, useState } from 'react';

/** False during the server render and the first client render, true after mount. */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
