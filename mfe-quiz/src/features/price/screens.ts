// The price step as a flow's screen: the price and its quote load on demand.
import { lazy } from 'react';
import { scoped } from '../common/scoped';

const PriceScreen = lazy(() => import('./PriceScreen').then((m) => ({ default: m.PriceScreen })));

export const priceScreen = scoped(PriceScreen);
