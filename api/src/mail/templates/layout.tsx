// The frame every Tailwise email shares (the wordmark, a white card, a footer saying why the email came
// and how to reach us), the few blocks templates build from, and how emails write money and dates.
// Each component from its own package: the @react-email/components barrel also loads Tailwind, Markdown and Prism's
// languages, which no email uses, on every start of the API (and in every API test file).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { formatCents } from '@tailwise/shared/contract';
import type { BillingIntervalName, EmailAttachmentRef } from '../messages';
import { styles } from './theme';

export { formatCents };

/** One email: its subject, its body, and every address it links to (read from the data, as the body is). */
export interface EmailTemplate<D> {
  subject(data: D): string;
  links(data: D): string[];
  Email(props: EmailProps<D>): ReactElement;
}

export interface EmailProps<D> {
  data: D;
  /** What the sender attaches, so the body can say so (and says nothing of attachments it doesn't get). */
  attachments: readonly EmailAttachmentRef[];
}

export const SUPPORT_LINE = 'Questions? Reply to this email or call us Mon–Fri 9am–6pm ET';

export function EmailLayout({
  preview,
  reason,
  children,
}: {
  /** The line inboxes show after the subject. */
  preview: string;
  /** Why this address got this email, in the footer. */
  reason: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.wordmark}>Tailwise</Text>
          <Section style={styles.card}>{children}</Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{reason}</Text>
            <Text style={styles.footerText}>{SUPPORT_LINE}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {children}
    </Heading>
  );
}

export function P({
  children,
  small = false,
  htmlOnly = false,
}: {
  children: ReactNode;
  small?: boolean;
  /** Left out of the plain-text part (where it would only repeat what the text already shows). */
  htmlOnly?: boolean;
}) {
  return (
    <Text style={small ? styles.smallText : styles.text} data-skip-in-text={htmlOnly ? 'true' : undefined}>
      {children}
    </Text>
  );
}

/** The highlighted box for what the reader most needs to know or do. */
export function Notice({ children }: { children: ReactNode }) {
  return <Section style={styles.notice}>{children}</Section>;
}

/** The figure the email is about, in large type, and a line under it saying what it is. */
export function Amount({ children, caption }: { children: string; caption: ReactNode }) {
  return (
    <Section>
      <Text style={styles.amount}>{children}</Text>
      <Text style={styles.amountCaption}>{caption}</Text>
    </Section>
  );
}

/** A bulleted list of sentences; the plain-text part shows one "* item" a line. */
export function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul style={styles.list}>
      {items.map((item, index) => (
        <li key={index} style={styles.listItem}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Someone's own words, set apart and kept to their lines; the plain-text part quotes them with "> ". */
export function Quote({ text }: { text: string }) {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim());
  return (
    <blockquote style={styles.quote}>
      <Text style={styles.quoteText}>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    </blockquote>
  );
}

/**
 * A fact list: label on the left, value on the right, and an optional detail under the label (a receipt
 * line's period). Rows given as null or false are left out.
 */
export type FactRow = readonly [label: string, value: ReactNode, detail?: ReactNode] | null | false;

export function Facts({ rows, wideLabels = false }: { rows: FactRow[]; wideLabels?: boolean }) {
  const labelStyle = wideLabels ? { ...styles.factLabel, ...styles.factLabelWide } : styles.factLabel;
  return (
    <table style={styles.factsTable} role="presentation" cellPadding={0} cellSpacing={0} border={0}>
      <tbody>
        {rows
          .filter((row): row is Exclude<FactRow, null | false> => Boolean(row))
          .map(([label, value, detail], index) => (
            <tr key={index} data-text-role="fact">
              <td style={labelStyle} data-text-role="label">
                {label}
                {detail && (
                  <>
                    <br data-text-role="skip" />
                    <span style={styles.factDetail} data-text-role="detail">
                      {detail}
                    </span>
                  </>
                )}
              </td>
              <td style={styles.factValue} data-text-role="value">
                {value}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** The email's one main action. The plain-text part shows the label, then the address on its own. */
export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={styles.buttonRow}>
      <Button href={href} style={styles.button} data-text-role="button">
        {children}
      </Button>
    </Section>
  );
}

// Dates arrive as ISO days ('YYYY-MM-DD'): calendar days, read in UTC so no time zone moves them a day.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-30' → "Dec 30, 2026". Anything else throws: an email never says "Invalid Date". */
export function formatDay(day: string): string {
  const match = ISO_DAY.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new Error(`Not an ISO day: ${JSON.stringify(day)}`);
  return dayFormat.format(date);
}

/** "$76.32 a month". */
export function perInterval(cents: number, interval: BillingIntervalName): string {
  return `${formatCents(cents)} a ${interval}`;
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242"; "card •••• 4242" when the brand is unknown; "card" when neither is known. */
export function cardLabel(brand: string | null, last4: string | null): string {
  const raw = brand?.trim() ?? '';
  const known = CARD_BRANDS[raw.toLowerCase().replace(/[\s-]+/g, '_')];
  const name = known ?? (raw ? raw.charAt(0).toUpperCase() + raw.slice(1) : 'card');
  return last4 ? `${name} •••• ${last4}` : name;
}

/** The plan as a reader says it: wellness plans arrive by their tier's name ("Essential"), insurance in full. */
export function planTitle(planName: string): string {
  return /insurance|wellness|plan/i.test(planName) ? planName : `${planName} wellness plan`;
}

/** "Rex's", "Milo's". */
export function possessive(name: string): string {
  return `${name}'s`;
}

/** "Rex", "Rex and Milo", "Rex, Milo and Luna". */
export function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

// How the blocks above read in the plain-text part (html-to-text, through React Email's render): headings
// keep their case, a fact is one "Label: value" line, and the button is its label with the address below.
interface TextNode {
  children: TextNode[];
  attribs: Record<string, string | undefined>;
}
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string): void;
  addLineBreak(): void;
}
type Walk = (nodes: TextNode[], builder: TextBuilder) => void;

export const plainTextOptions = {
  formatters: {
    factLabel(elem: TextNode, walk: Walk, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 1 });
      walk(elem.children, builder);
      builder.addInline(': ');
    },
    factValue(elem: TextNode, walk: Walk, builder: TextBuilder) {
      walk(elem.children, builder);
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
    detail(elem: TextNode, walk: Walk, builder: TextBuilder) {
      builder.addInline(' (');
      walk(elem.children, builder);
      builder.addInline(')');
    },
    action(elem: TextNode, walk: Walk, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(elem.children, builder);
      builder.addInline(':');
      builder.addLineBreak();
      builder.addInline(elem.attribs.href ?? '');
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
  },
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'tr[data-text-role=fact]', format: 'inline' },
    { selector: 'td[data-text-role=label]', format: 'factLabel' },
    { selector: 'td[data-text-role=value]', format: 'factValue' },
    { selector: 'span[data-text-role=detail]', format: 'detail' },
    { selector: 'br[data-text-role=skip]', format: 'skip' },
    { selector: 'a[data-text-role=button]', format: 'action' },
  ],
};

/** "card •••• 4242" → "Card •••• 4242", for the start of a line. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
