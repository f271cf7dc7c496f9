// Options may carry numbers or booleans (a deductible of 1000, a yes/no), but the DOM only holds
// strings: compare and write back through the option itself, so a form value 1000 stays a number.
export type ChoiceValue = string | number | boolean;

export const choiceKey = (value: unknown): string =>
  value === null || value === undefined ? '' : `${typeof value}:${String(value)}`;

/** The option whose value equals the form's value (same type and text), if any. */
export function findChoice<O extends { value: ChoiceValue }>(options: readonly O[], value: unknown): O | undefined {
  const key = choiceKey(value);
  return options.find((option) => choiceKey(option.value) === key);
}
