// Buttons use the css prop rather than @emotion/styled, so first render does not need styled's code.
import type { CSSObject } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { colors, focusRing, fonts, radii, space } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const variants: Record<ButtonVariant, CSSObject> = {
  primary: {
    background: colors.primary,
    color: '#fff',
    borderColor: colors.primary,
    '&:hover:not(:disabled)': { background: colors.primaryHover, borderColor: colors.primaryHover, color: '#fff' },
  },
  secondary: {
    background: colors.surface,
    color: colors.primary,
    borderColor: colors.primary,
    '&:hover:not(:disabled)': { background: colors.primarySoft, color: colors.primary },
  },
  ghost: {
    background: 'transparent',
    color: colors.ink,
    borderColor: 'transparent',
    '&:hover:not(:disabled)': { background: colors.primarySoft },
  },
};

export function buttonStyles({ variant = 'primary', size = 'md' }: ButtonStyleProps): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space(2),
    minHeight: size === 'lg' ? 52 : 44,
    padding: size === 'lg' ? `${space(3)} ${space(6)}` : `${space(2)} ${space(4)}`,
    fontFamily: fonts.body,
    fontSize: size === 'lg' ? '1.0625rem' : '1rem',
    fontWeight: 600,
    lineHeight: 1.2,
    textDecoration: 'none',
    borderRadius: radii.pill,
    border: '2px solid',
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    ...variants[variant],
  };
}

/** A button that never submits a form by accident: type defaults to "button". */
export function Button({
  type = 'button',
  variant,
  size,
  ...props
}: ComponentPropsWithRef<'button'> & ButtonStyleProps) {
  return <button type={type} css={buttonStyles({ variant, size })} {...props} />;
}

/** A router link that looks like a button, for calls to action. */
export function ButtonLink({ variant, size, ...props }: LinkProps & ButtonStyleProps) {
  return <Link css={buttonStyles({ variant, size })} {...props} />;
}
