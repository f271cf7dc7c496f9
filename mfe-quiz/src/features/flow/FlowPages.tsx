// <flow>/restart, a route of every flow (spec §2): the link the Unexpected Error screen and "Start over"
// use to forget an unfinished quote.
import { clearQuizAndCartState, useSnackbar } from '@tailwise/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '../common/Redirect';

/** <flow>/restart: forgets the unfinished quiz and cart, then starts the flow again with the same query string. */
export function FlowRestartPage() {
  const { pathname, search } = useLocation();
  const flowPath = pathname.replace(/\/restart\/?$/, '') || '/';
  const snackbar = useSnackbar();
  useEffect(() => {
    clearQuizAndCartState();
    snackbar.show('We cleared your answers. Let’s start again.');
  }, [snackbar]);
  return <Redirect to={`${flowPath}${search}`} replace />;
}
