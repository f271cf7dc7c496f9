// The contact step as a flow's screen: its form and the lead it creates load on demand.
import { lazy } from 'react';
import { scoped } from '../common/scoped';

const ContactStep = lazy(() => import('./ContactStep').then((m) => ({ default: m.ContactStep })));

export const contactScreen = scoped(ContactStep);
