// The enrollment panel's frame, on its own so a page can draw panels like the seat proof's without
// loading the seat proof (its form kit and zod) with its first render: @tailwise/shared/enrollment/panel-style.
import { colors, radii, space } from '@tailwise/shared';

/** The enrollment panel: the seat proof's own frame, also used by the enrollment pages' other panels. */
export const panelStyle = {
  display: 'grid',
  gap: space(3),
  padding: space(4),
  borderRadius: radii.md,
  border: `2px solid ${colors.border}`,
  background: colors.surface,
} as const;
