// What a review's words may not hold before it is published: swearing (a short word list) and personal data
// (emails, phone numbers, card-like digit runs, street addresses). Each answer says what to change.

/** Whole words only, so "class", "assessment" or "Scunthorpe" pass. */
const PROFANITY = [
  'arse',
  'arsehole',
  'ass',
  'asshole',
  'bastard',
  'bitch',
  'bollocks',
  'bullshit',
  'crap',
  'cunt',
  'damn',
  'dick',
  'douche',
  'fuck',
  'fucked',
  'fucker',
  'fucking',
  'goddamn',
  'motherfucker',
  'piss',
  'pissed',
  'prick',
  'shit',
  'shitty',
  'slut',
  'twat',
  'wanker',
  'whore',
];
const PROFANE = new Set(PROFANITY);

/** Digits and symbols people use to slip a word past a filter. */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function hasProfanity(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z0-9@$!*]+/g) ?? [];
  return words.some((raw) => {
    const word = raw.replace(/[0-9@$!]/g, (c) => LOOKALIKES[c] ?? c).replace(/\*/g, '');
    return PROFANE.has(word) || PROFANE.has(word.replace(/(.)\1+/g, '$1'));
  });
}

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
/** 13 to 19 digits, alone or in groups split by spaces or dashes: the length of a payment card number. */
const CARD = /(?:\d[ -]?){12,18}\d/;
/** A US number: 10 digits, optionally +1, in the usual groupings. */
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const STREET_SUFFIX =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl';
/** A house number, one to three capitalised words and a street type: "1500 Market St", "12 N Elm Avenue". */
const STREET = new RegExp(`\\b\\d{1,6}\\s+(?:[A-Z][A-Za-z'.-]*\\s+){1,3}(?:${STREET_SUFFIX})\\b`);
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+/i;

/** The message for the `text` field when the review cannot be published as written, or null when it can. */
export function reviewTextProblem(text: string): string | null {
  if (hasProfanity(text))
    return 'Please reword without strong language: reviews are public and read by families of all ages.';
  if (EMAIL.test(text)) return 'Remove the email address: reviews are public, and we never publish contact details.';
  if (CARD.test(text))
    return 'Remove the card number: never share card details in a review. If you have a billing question, contact us.';
  if (PHONE.test(text)) return 'Remove the phone number: reviews are public, and we never publish contact details.';
  if (STREET.test(text) || PO_BOX.test(text))
    return 'Remove the street address: name the town or the vet if you like, but not an address.';
  return null;
}
