// A status as a small pill with its word in it, so colour is never the only cue. Claims and payments use it.
import { radii, space } from '@tailwise/shared';
import type { ReactNode } from 'react';

export interface BadgeTone {
  background: string;
  color: string;
}

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: `${space(0.5)} ${space(2.5)}`,
        borderRadius: radii.pill,
        fontSize: '0.875rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        ...tone,
      }}
    >
      {children}
    </span>
  );
}
