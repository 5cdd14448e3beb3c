/** A person's name as a member types it or a report writes it; the middle name and suffix may be missing. */
export interface PersonName {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
}

/**
 * full: the same person's name, written either way. partial: the first names agree but only part of a
 * two-part or hyphenated last name does ("GARCIA" and "GARCIA LOPEZ"), or a last name is the other side's
 * middle name ("LOPEZ" and "ANA / LOPEZ / GARCIA"), which a relative could share, so it needs the birth date
 * to agree as well. none: another name.
 */
export type NameMatch = 'full' | 'partial' | 'none';

/** Generational suffixes, each with the spellings that mean the same. */
const SUFFIXES: Readonly<Record<string, string>> = {
  JR: 'JR',
  JNR: 'JR',
  SR: 'SR',
  SNR: 'SR',
  II: 'II',
  '2ND': 'II',
  III: 'III',
  '3RD': 'III',
  IV: 'IV',
  '4TH': 'IV',
};
/** Words that join a last name and identify nobody on their own ("DE" in "DE LA CRUZ"). */
const PARTICLES = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'DA',
  'DAS',
  'DO',
  'DOS',
  'DI',
  'DU',
  'VAN',
  'VON',
  'DER',
  'Y',
  'E',
]);

/**
 * Words of a name, compared without case, accents or punctuation: bureaus drop accents and shout, an
 * apostrophe or a period joins ("O'Brien" is OBRIEN, "J.R." is JR) and a hyphen separates.
 */
function words(value: string | null | undefined): string[] {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

interface NameParts {
  /** First name, then middle names. */
  given: string[];
  last: string[];
  suffixes: Set<string>;
}

/** Splits a name into its parts, taking a suffix written at the end of the first or last name as a suffix. */
function partsOf(name: PersonName): NameParts {
  const suffixes = new Set(words(name.suffix).flatMap((word) => SUFFIXES[word] ?? []));
  const withoutSuffix = (list: string[]) => {
    const kept = [...list];
    while (kept.length > 1) {
      const suffix = SUFFIXES[kept.at(-1) ?? ''];
      if (!suffix) break;
      suffixes.add(suffix);
      kept.pop();
    }
    return kept;
  };
  return {
    given: withoutSuffix([...words(name.firstName), ...words(name.middleName)]),
    last: withoutSuffix(words(name.lastName)),
    suffixes,
  };
}

const joined = (list: readonly string[]) => list.join('');

/** One middle name may be missing or be the other's initial ("MARIA L" and "Maria Luisa"). */
function middlesAgree(a: readonly string[], b: readonly string[]): boolean {
  const [x, y] = [a[1], b[1]];
  if (x === undefined || y === undefined) return true;
  return x === y || (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y));
}

/** Whether the last names agree, and whether that took a middle name of one side as part of a last name. */
function lastNamesMatch(a: NameParts, b: NameParts): { match: NameMatch; tookMiddle: boolean } {
  // "DE LA CRUZ" and "DELACRUZ", "SEGUNDO-PEREZ" and "Segundo Pérez".
  if (joined(a.last) === joined(b.last)) return { match: 'full', tookMiddle: false };
  // A second last name the other side wrote as a middle name: "JOSE SEGUNDO / PEREZ" and "José / Segundo Pérez".
  if (
    joined([...a.given.slice(1), ...a.last]) === joined(b.last) ||
    joined(a.last) === joined([...b.given.slice(1), ...b.last])
  ) {
    return { match: 'full', tookMiddle: true };
  }
  const shared = a.last.some((word) => !PARTICLES.has(word) && b.last.includes(word));
  return { match: shared ? 'partial' : 'none', tookMiddle: false };
}

/** The first name, then the middle names that are not a word of `last`. */
const givenWithout = (given: readonly string[], last: readonly string[]) =>
  given.filter((word, index) => index === 0 || PARTICLES.has(word) || !last.includes(word));

/**
 * Whether the given names agree: the same words, or the same first name with middle names that agree (or are
 * not compared, when one side's middle names were taken as part of its last name).
 */
function givenNamesAgree(a: readonly string[], b: readonly string[], skipMiddles: boolean): boolean {
  if (joined(a) === joined(b)) return true;
  return a[0] === b[0] && (skipMiddles || middlesAgree(a, b));
}

/**
 * Whether two names are the same person's. The first name must be the same word (no nicknames or initials:
 * "Bill" is not taken for "William"; "MARYANN" is "Mary Ann"); a middle name or initial may be on one side
 * only; a generational suffix on one side only is tolerated, two different ones (JR and SR: father and son,
 * often at one address) are two people.
 */
export function compareNames(a: PersonName, b: PersonName): NameMatch {
  const [x, y] = [partsOf(a), partsOf(b)];
  if (x.given.length === 0 || y.given.length === 0 || x.last.length === 0 || y.last.length === 0) return 'none';
  if (x.suffixes.size > 0 && y.suffixes.size > 0 && ![...x.suffixes].some((suffix) => y.suffixes.has(suffix))) {
    return 'none';
  }
  const last = lastNamesMatch(x, y);
  if (last.match !== 'none') return givenNamesAgree(x.given, y.given, last.tookMiddle) ? last.match : 'none';
  // A bureau may read a paternal surname as a middle name ("ANA / LOPEZ / GARCIA" for Ana López García), so a
  // last name's word among the other side's middle names is part of a last name: never more than partial.
  const [xGiven, yGiven] = [givenWithout(x.given, y.last), givenWithout(y.given, x.last)];
  if (xGiven.length === x.given.length && yGiven.length === y.given.length) return 'none';
  return givenNamesAgree(xGiven, yGiven, false) ? 'partial' : 'none';
}
