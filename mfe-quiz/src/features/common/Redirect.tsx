// A redirect that holds the shell's footer back until the page it goes to has drawn: between the redirecting
// route's (empty) render and the next page's, the footer would sit in view and then be pushed down.
import { usePageHold } from '@tailwise/shared';
import { Navigate, type NavigateProps } from 'react-router-dom';

export function Redirect(props: NavigateProps) {
  usePageHold();
  return <Navigate {...props} />;
}
