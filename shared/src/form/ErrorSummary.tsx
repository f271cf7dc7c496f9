// The list of what to fix, shown at the top of a form after a submit that found errors. It takes
// focus (so a screen reader reads it and a keyboard user starts there), and each message links to
// its field.
import { colors, focusRing, radii, space } from '@tailwise/shared';
import { useEffect, useId, useRef } from 'react';
import { useFormContext, useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';
import { fieldIdFor, useFormMeta } from './form-context';
import { summaryText } from './messages';

export interface SummaryItem {
  /** The field's path, or null for a message about the whole form (errors.root). */
  name: string | null;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every message in react-hook-form's nested errors, in the schema's order, with its dotted path. */
export function summaryItems(errors: FieldErrors<FieldValues>): SummaryItem[] {
  const items: SummaryItem[] = [];
  const walk = (node: unknown, path: string) => {
    if (!isRecord(node)) return;
    if (typeof node.type === 'string' || typeof node.message === 'string') {
      if (typeof node.message === 'string' && node.message) {
        items.push({ name: path === 'root' || path.startsWith('root.') ? null : path, message: node.message });
      }
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return items;
}

const summaryStyle = {
  padding: space(5),
  border: `3px solid ${colors.danger}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.ink,
  '&:focus': { outline: 'none' },
  '&:focus-visible': focusRing,
} as const;

// A block, so a message that wraps keeps its bullet on its first line (an inline-block puts it on the last).
const linkStyle = {
  display: 'block',
  paddingBlock: space(1),
  color: colors.danger,
  fontWeight: 600,
  textDecoration: 'underline',
  '&:focus-visible': focusRing,
} as const;

export interface ErrorSummaryProps {
  title?: string;
}

/** Inside a <Form> (or any FormProvider). Renders nothing until a submit has found errors. */
export function ErrorSummary({ title = 'There is a problem' }: ErrorSummaryProps) {
  const { control, setFocus } = useFormContext();
  const { errors, submitCount } = useFormState({ control });
  const meta = useFormMeta();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const handledSubmit = useRef(0);
  const items = submitCount > 0 ? summaryItems(errors) : [];
  const hasItems = items.length > 0;

  useEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (!hasItems) return;
    // A server error already focused the field it is about (applyServerErrors): leave it there.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('[aria-invalid="true"]')) return;
    box.current?.focus();
  }, [submitCount, hasItems]);

  if (!hasItems) return null;

  const lineFor = (name: string, message: string) => {
    const label = meta.labels.get(name) ?? '';
    return summaryText(label, message, meta.kinds?.get(name) ?? 'enter');
  };

  const focusField = (name: string) => {
    const element = document.getElementById(fieldIdFor(meta, name));
    if (element) element.focus();
    else setFocus(name);
  };

  return (
    <div ref={box} tabIndex={-1} role="group" aria-labelledby={titleId} css={summaryStyle} data-error-summary="">
      <h2 id={titleId} css={{ margin: 0, fontSize: '1.25rem', color: colors.ink }}>
        {title}
      </h2>
      <ul css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), display: 'grid', gap: space(1) }}>
        {items.map((item) =>
          item.name === null ? (
            <li key={`root:${item.message}`}>{item.message}</li>
          ) : (
            <li key={item.name}>
              <a
                href={`#${fieldIdFor(meta, item.name)}`}
                css={linkStyle}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(item.name!);
                }}
              >
                {lineFor(item.name!, item.message)}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
