// The Firebase app, created on first use. Firebase is never part of the first render: callers
// import this module dynamically after first paint.
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { FirebaseWebConfig } from '@tailwise/shared';

export function firebaseApp(config: FirebaseWebConfig): FirebaseApp {
  return getApps()[0] ?? initializeApp(config);
}
