/*
 * The finder explains a reason to the member ("your account ..., so you can ask for it to be removed").
 * A letter speaks as the member, so the same facts are turned into the first person.
 */
const TO_FIRST_PERSON: readonly [RegExp, string][] = [
  [/\byou can ask\b/g, 'I ask'],
  [/\bagainst you\b/g, 'against me'],
  [/\byours\b/g, 'mine'],
  [/\bYour\b/g, 'My'],
  [/\byour\b/g, 'my'],
];

/**
 * The explanation in the member's voice, or null when it still addresses the member after the known
 * turns of phrase were rewritten: a letter that says "you" to the bureau about the consumer would confuse it.
 */
export function toFirstPerson(explanation: string): string | null {
  let text = explanation.trim();
  for (const [pattern, replacement] of TO_FIRST_PERSON) text = text.replace(pattern, replacement);
  return /\byou\b/i.test(text) || text === '' ? null : text;
}
