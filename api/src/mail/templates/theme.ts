// The few colours, sizes and styles every Tailwise email uses, in one place. Emails are inline-styled
// (most mail clients drop <style> blocks), so templates take their styles from here rather than writing
// their own.
import type { CSSProperties } from 'react';

export const colors = {
  ink: '#1f2937',
  accent: '#0f766e',
  muted: '#6b7280',
  background: '#f8fafc',
  /** The card the message sits on, and text on the accent button. */
  surface: '#ffffff',
  border: '#e2e8f0',
  /** A quiet tint of the accent for the one box per email that needs attention (what happens next). */
  notice: '#f0fdfa',
} as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif";

const text: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: colors.ink };

export const styles = {
  body: { margin: 0, padding: 0, backgroundColor: colors.background, fontFamily, color: colors.ink },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto', padding: '24px 12px' },
  wordmark: {
    margin: '0 0 16px 4px',
    fontSize: '22px',
    lineHeight: '28px',
    fontWeight: 700,
    letterSpacing: '-0.01em',
    color: colors.accent,
  },
  card: {
    backgroundColor: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: '8px',
    padding: '24px 20px',
  },
  heading: { margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: colors.ink },
  subheading: { margin: '0 0 8px', fontSize: '17px', lineHeight: '24px', fontWeight: 700, color: colors.ink },
  text,
  smallText: { ...text, fontSize: '14px', lineHeight: '20px', color: colors.muted },
  strong: { fontWeight: 700 },
  group: { margin: '0 0 20px' },
  notice: {
    backgroundColor: colors.notice,
    borderLeft: `4px solid ${colors.accent}`,
    borderRadius: '4px',
    padding: '16px 16px 0',
    margin: '0 0 20px',
  },
  factsTable: { width: '100%', borderCollapse: 'collapse', margin: '0 0 20px' },
  factLabel: {
    padding: '8px 12px 8px 0',
    borderBottom: `1px solid ${colors.border}`,
    fontSize: '14px',
    lineHeight: '20px',
    color: colors.muted,
    verticalAlign: 'top',
    width: '45%',
  },
  /** For lines whose label says the most (a receipt's lines), the value being just an amount. */
  factLabelWide: { width: '70%', color: colors.ink },
  factDetail: { fontSize: '13px', lineHeight: '18px', color: colors.muted },
  noWrap: { whiteSpace: 'nowrap' },
  factValue: {
    padding: '8px 0',
    borderBottom: `1px solid ${colors.border}`,
    fontSize: '15px',
    lineHeight: '20px',
    color: colors.ink,
    textAlign: 'right',
    verticalAlign: 'top',
  },
  /** The one figure an email is about (a claim's payout), in large type above what it is. */
  amount: { margin: '0 0 4px', fontSize: '36px', lineHeight: '44px', fontWeight: 700, color: colors.ink },
  amountCaption: { ...text, margin: '0 0 20px', fontSize: '14px', lineHeight: '20px', color: colors.muted },
  /** A plain list of sentences (a claim's reasons, how its amount was reached). */
  list: { margin: '0 0 20px', padding: '0 0 0 22px', color: colors.ink },
  listItem: { margin: '0 0 8px', fontSize: '16px', lineHeight: '24px', color: colors.ink },
  /** Someone else's words, quoted as they wrote them (what a claims adjuster asked for). */
  quote: {
    margin: '0 0 20px',
    padding: '12px 16px',
    borderLeft: `4px solid ${colors.border}`,
    backgroundColor: colors.background,
  },
  quoteText: { ...text, margin: 0 },
  buttonRow: { margin: '8px 0 20px' },
  button: {
    display: 'inline-block',
    backgroundColor: colors.accent,
    color: colors.surface,
    borderRadius: '6px',
    padding: '14px 24px',
    fontSize: '16px',
    lineHeight: '20px',
    fontWeight: 700,
    textDecoration: 'none',
    textAlign: 'center',
  },
  link: { color: colors.accent, textDecoration: 'underline', wordBreak: 'break-all' },
  footer: { padding: '20px 8px 0' },
  footerText: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: colors.muted },
} satisfies Record<string, CSSProperties>;
