// What a <Form> tells the fields inside it: the id prefix, so the error summary can link to each
// control by name, and each field's label, so the summary can say which field a message is about.
import { createContext, isValidElement, useContext, useEffect, type ReactNode } from 'react';
import type { FieldKind } from './messages';

export interface FormMeta {
  idPrefix: string;
  /** Field name to its label text, filled in by the connected controls as they mount. */
  labels: Map<string, string>;
  /** Field name to the kind of control, so a bare "Required" can say what to do (messages.ts). */
  kinds?: Map<string, FieldKind>;
}

const standaloneMeta: FormMeta = { idPrefix: 'field', labels: new Map(), kinds: new Map() };

export const FormMetaContext = createContext<FormMeta | null>(null);

export function useFormMeta(): FormMeta {
  return useContext(FormMetaContext) ?? standaloneMeta;
}

/** A DOM id safe in a URL fragment and a CSS selector. */
export const safeId = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-');

/** The id of the control for `name` in this form: the error summary links to it. */
export function fieldIdFor(meta: FormMeta, name: string): string {
  return `${safeId(meta.idPrefix)}-${safeId(name)}`;
}

/** The id a connected control uses: the caller's, or one derived from the form and the field name. */
export function useFieldId(name: string, id?: string): string {
  const meta = useFormMeta();
  return id ?? fieldIdFor(meta, name);
}

/** The plain text of a label, for the error summary (labels may hold links or emphasis). */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Records the field's label and kind for the error summary while the field is mounted. */
export function useSummaryLabel(name: string, label: ReactNode, kind: FieldKind = 'enter'): void {
  const meta = useFormMeta();
  const text = textOf(label).trim();
  useEffect(() => {
    meta.labels.set(name, text);
    meta.kinds?.set(name, kind);
    return () => {
      if (meta.labels.get(name) === text) {
        meta.labels.delete(name);
        meta.kinds?.delete(name);
      }
    };
  }, [meta, name, text, kind]);
}
