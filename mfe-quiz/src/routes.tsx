// Every quiz page by path. Each flow owns its steps (the flow's path, then one segment per step),
// `restart` and `checkout`. /start, /promo and /onboard are in the first chunk (their first question; /onboard
// loads a saved quote's restore on its own); the other flows load with their first visit.
import {
  quizCheckoutPath,
  quizFlows,
  quizRestartPath,
  type QuizFlow,
  type QuizFlowId,
  type RemotePageRoute,
} from '@tailwise/shared';
import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { FlowRestartPage } from './features/flow/FlowPages';
import type { FlowScreen } from './features/flow/FlowStepper';
import { NewVisitorFlowPage } from './features/start/NewVisitorFlowPage';
import { scoped } from './features/common/scoped';
import { OnboardFlowPage } from './features/onboard/OnboardFlowPage';
import './prerender/preload-route';

type FlowPage = ComponentType<{ screen: FlowScreen }>;

// These flows fetch from their first screen (the profile, the employer group).
const UpsellFlowPage = scoped(
  lazy(() => import('./features/upsell/UpsellFlowPage').then((m) => ({ default: m.UpsellFlowPage }))),
);
const BenefitsFlowPage = scoped(
  lazy(() => import('./features/benefits/BenefitsFlowPage').then((m) => ({ default: m.BenefitsFlowPage }))),
);

const flowPages: Record<QuizFlowId, FlowPage> = {
  StartQuiz: ({ screen }) => <NewVisitorFlowPage flowId="StartQuiz" screen={screen} />,
  PromoQuiz: ({ screen }) => <NewVisitorFlowPage flowId="PromoQuiz" screen={screen} />,
  OnboardQuiz: OnboardFlowPage,
  UpsellInsuranceQuiz: ({ screen }) => <UpsellFlowPage flowId="UpsellInsuranceQuiz" screen={screen} />,
  UpsellWellnessQuiz: ({ screen }) => <UpsellFlowPage flowId="UpsellWellnessQuiz" screen={screen} />,
  UpsellNewPetQuiz: ({ screen }) => <UpsellFlowPage flowId="UpsellNewPetQuiz" screen={screen} />,
  BenefitsOnboardQuiz: BenefitsFlowPage,
};

function flowRoutes(flow: QuizFlow): RemotePageRoute[] {
  const Flow = flowPages[flow.id];
  // One component for the first step and the others, so moving between steps keeps the flow mounted.
  function StepPage() {
    const { step } = useParams();
    return <Flow screen={{ kind: 'step', slug: step }} />;
  }
  function CheckoutPage() {
    return <Flow screen={{ kind: 'checkout' }} />;
  }
  return [
    { path: flow.path, Page: StepPage, meta: { title: flow.title, description: flow.purpose } },
    { path: `${flow.path}/:step`, Page: StepPage },
    { path: quizRestartPath(flow.path), Page: FlowRestartPage },
    { path: quizCheckoutPath(flow.path), Page: CheckoutPage },
  ];
}

export const quizRoutes: RemotePageRoute[] = quizFlows.flatMap(flowRoutes);
