// What the form kit shows for a field: a bare "Required" (the contract's word for a missing value, which the API
// answers too) becomes what to do, made from the field's label and kind, and the error summary joins a label
// and its message without doubling punctuation. One rule for every form, not a message per schema.
export type FieldKind = 'enter' | 'choose' | 'tick';

/** The contract's "Required", and zod's own words for a value that is not there at all. */
const GENERIC_REQUIRED =
  /^(Required|Invalid input: expected \w+, received undefined|Invalid option: expected one of .*)$/;

export const isGenericRequired = (message: string): boolean => GENERIC_REQUIRED.test(message);

const lowerFirstWord = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** "ZIP code" → "Enter your ZIP code"; a question label asks for an answer; a checkbox asks to be ticked. */
export function requiredPrompt(label: string, kind: FieldKind): string {
  if (kind === 'tick') return 'Tick this box to go on';
  const text = label
    .trim()
    .replace(/\s*\([^)]*\)$/, '')
    .trim();
  if (!text || /[?:]$/.test(text) || text.length > 60) return kind === 'enter' ? 'Enter an answer' : 'Choose an answer';
  const verb = kind === 'enter' ? 'Enter' : 'Choose';
  const owned = /^(your|my|the|a|an|this|their)\b/i.test(text);
  return `${verb} ${owned ? lowerFirstWord(text) : `your ${lowerFirstWord(text)}`}`;
}

/** The message to show for a field: the error as written, or what to do for a bare "Required". */
export function fieldMessage(message: string, label: string, kind: FieldKind): string {
  return isGenericRequired(message) ? requiredPrompt(label, kind) : message;
}

/**
 * A line of the error summary: "Email: Enter a valid email address". A label ending in a full stop or colon
 * loses it before the colon, and a question keeps its mark and is followed by a space.
 */
export function summaryLine(label: string, message: string): string {
  const text = label.trim();
  if (!text) return message;
  if (/[?!]$/.test(text)) return `${text} ${message}`;
  return `${text.replace(/[.:;,]+$/, '')}: ${message}`;
}

/** The summary's line for a field's error; a prompt made from the label ("Enter your ZIP code") stands alone. */
export function summaryText(label: string, message: string, kind: FieldKind): string {
  const shown = fieldMessage(message, label, kind);
  const namesField = shown !== message && label !== '' && shown.toLowerCase().includes(label.trim().toLowerCase());
  return namesField ? shown : summaryLine(label, shown);
}
