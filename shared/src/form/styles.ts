// One look for every form field on the site, built from the theme's tokens only.
import type { CSSObject } from '@emotion/react';
import { colors, focusRing, radii, space } from '@tailwise/shared';

/** The smallest touch target a control or option may have. */
export const MIN_TARGET = 48;

export const labelStyle: CSSObject = { display: 'block', fontWeight: 700, color: colors.ink, lineHeight: 1.4 };

export const optionalStyle: CSSObject = { fontWeight: 400, color: colors.muted };

export const hintStyle: CSSObject = {
  margin: `${space(1)} 0 0`,
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  color: colors.muted,
};

export const errorStyle: CSSObject = {
  display: 'flex',
  gap: space(2),
  margin: `${space(2)} 0 0`,
  color: colors.danger,
  fontWeight: 600,
  lineHeight: 1.4,
};

/** Text inputs, selects, text areas and the combobox input. 1rem text, so phones do not zoom in. */
export const controlStyle: CSSObject = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: MIN_TARGET,
  marginTop: space(2),
  padding: `${space(3)} ${space(3)}`,
  border: `2px solid ${colors.muted}`,
  borderRadius: radii.sm,
  background: colors.surface,
  color: colors.ink,
  fontFamily: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.4,
  '&:focus-visible': { ...focusRing, borderColor: colors.focus },
  '&[aria-invalid="true"]': { borderColor: colors.danger },
  '&:disabled': { background: colors.canvas, cursor: 'not-allowed', opacity: 0.7 },
};

export const fieldsetStyle: CSSObject = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/** A form's fields as one column, in a bare fieldset (so the whole form can be disabled at once). */
export const fieldGroupStyle: CSSObject = { ...fieldsetStyle, display: 'grid', gap: space(5) };

export const legendStyle: CSSObject = { ...labelStyle, padding: 0 };

/** A selectable card (radio cards, checkbox rows): the whole card is the target. */
export const optionCardStyle: CSSObject = {
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(3),
  minHeight: MIN_TARGET,
  boxSizing: 'border-box',
  padding: `${space(3)} ${space(4)}`,
  border: `2px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.ink,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  '&:hover': { borderColor: colors.primary },
  '&:has(input:checked)': { borderColor: colors.primary, background: colors.primarySoft },
  '&:has(input:focus-visible)': focusRing,
  '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
};

/** Native radio and checkbox inputs, enlarged and in the brand colour. */
export const choiceInputStyle: CSSObject = {
  flexShrink: 0,
  width: 22,
  height: 22,
  margin: `${space(0.5)} 0 0`,
  accentColor: colors.primary,
  cursor: 'inherit',
  '&:focus-visible': focusRing,
};
