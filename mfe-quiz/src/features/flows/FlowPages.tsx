import { clearQuizAndCartState, IntroPage, useSnackbar, type QuizFlow } from '@tailwise/shared';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';

/** The flow's first step. */
export function FlowStartPage({ flow }: { flow: QuizFlow }) {
  const { groupId } = useParams();
  const purpose = groupId ? `${flow.purpose} Group: ${groupId}.` : flow.purpose;
  return <IntroPage title={flow.title} purpose={purpose} />;
}

/** The flow's checkout. */
export function FlowCheckoutPage({ flow }: { flow: QuizFlow }) {
  return <IntroPage title="Checkout" purpose={`Review your plan and pay: ${flow.title.toLowerCase()}.`} />;
}

/** <flow>/restart: forgets the unfinished quiz and cart, then starts the flow again with the same query string. */
export function FlowRestartPage() {
  const { pathname, search } = useLocation();
  const flowPath = pathname.replace(/\/restart\/?$/, '') || '/';
  const snackbar = useSnackbar();
  useEffect(() => {
    clearQuizAndCartState();
    snackbar.show('We cleared your answers. Let’s start again.');
  }, [snackbar]);
  return <Navigate to={`${flowPath}${search}`} replace />;
}
