import type { ReactNode } from 'react';
import { colors, radii, space } from '../theme/theme';

type Tone = 'info' | 'error' | 'success';

const tones: Record<Tone, { background: string; border: string }> = {
  info: { background: colors.primarySoft, border: colors.primary },
  error: { background: colors.dangerSoft, border: colors.danger },
  success: { background: colors.successSoft, border: colors.success },
};

export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={{
        padding: space(4),
        borderRadius: radii.md,
        borderLeft: `4px solid ${tones[tone].border}`,
        background: tones[tone].background,
        color: colors.ink,
      }}
    >
      {children}
    </div>
  );
}
