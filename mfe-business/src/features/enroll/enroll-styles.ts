// Style constants of the enrollment pages (theme tokens only). Every page's first render imports them, so they
// must not import the seat proof's kit (@tailwise/shared/enrollment: the form kit and zod come with it).
import { colors, mq, radii, space } from '@tailwise/shared';

export const pageStyle = {
  paddingBlock: space(8),
  display: 'grid',
  gap: space(6),
  [mq.md]: { paddingBlock: space(12) },
} as const;
export const narrowStyle = { display: 'grid', gap: space(5), maxWidth: '40rem' } as const;
export { eyebrow as kickerStyle } from '@tailwise/shared/layout';
export const titleStyle = {
  margin: `${space(1)} 0 0`,
  color: colors.ink,
  fontSize: 'clamp(1.75rem, 3vw + 1rem, 2.75rem)',
  lineHeight: 1.15,
} as const;
export const leadStyle = {
  margin: `${space(3)} 0 0`,
  color: colors.muted,
  fontSize: '1.125rem',
  lineHeight: 1.6,
} as const;
// The seat proof's panel frame, from the kit's light subpath (the kit's root would bring the whole seat proof).
export { panelStyle } from '@tailwise/shared/enrollment/panel-style';
export const panelTitleStyle = { margin: 0, fontSize: '1.125rem', color: colors.ink } as const;
export const mutedStyle = { margin: 0, color: colors.muted } as const;
export const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) } as const;
export const resultStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
  padding: space(3),
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
} as const;
export const employerNameStyle = { display: 'flex', alignItems: 'center', gap: space(3), fontWeight: 600 } as const;
export const logoStyle = { height: 28, width: 'auto' } as const;
export const stepListStyle = {
  margin: 0,
  paddingInlineStart: space(5),
  display: 'grid',
  gap: space(1),
  color: colors.muted,
} as const;
export const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'center' } as const;
