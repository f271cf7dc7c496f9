import { replayIntegration } from '@sentry/react';
import { replayOptions } from './sentry-options';

export const createReplay = () => replayIntegration(replayOptions);
