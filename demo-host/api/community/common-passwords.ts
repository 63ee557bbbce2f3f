/**
 * The demo's stand-in for the 10,000 most common passwords (NIST SP 800-63B 5.1.1.2 asks a verifier to
 * refuse passwords from such a list). Derived here deterministically instead of shipping a leaked
 * list: the words and number runs that top every published list, each with the endings people add
 * ('1', '123', '!', a year), cut at 10,000 entries. A real service checks its real list here.
 */
const WORDS = (
  'password passwort qwerty qwertz asdf asdfgh yxcvbn hallo hallo123 schatz fussball fußball sommer ' +
  'winter sonne blume liebe iloveyou ichliebedich geheim admin login welcome willkommen monkey ' +
  'dragon master football baseball letmein shadow sunshine princess prinzessin superman batman ' +
  'michael thomas andreas stefan daniel alexander julia anna maria sabine nicole jennifer jessica ' +
  'charlie killer hunter ficken mustang porsche ferrari mercedes bmw audi golf auto motorrad ' +
  'fahrrad bayern dortmund schalke berlin hamburg muenchen deutschland germany computer internet ' +
  'starwars pokemon naruto matrix hello freedom whatever trustno1 abc abcdef abcd test testtest ' +
  'passw0rd pass zaq12wsx qazwsx q1w2e3r4 a1b2c3 lol schule katze hund snoopy tigger pepper ginger ' +
  'cookie'
).split(' ');
const RUNS = (
  '123456 12345678 123456789 1234567890 1234567 12345 1234 111111 000000 11111111 00000000 123123 ' +
  '123321 654321 987654321 121212 112233 666666 696969 777777 888888 999999 147258369 159753 ' +
  '1q2w3e4r 1q2w3e 1qaz2wsx'
).split(' ');
// prettier-ignore
const ENDINGS = ['', '1', '12', '123', '1234', '12345', '123456', '!', '1!', '123!', '01', '007', '69', '99', '00', '2000', '2010', '2015', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '#', '?', '.', '11', '22', '13', '21', '88', '77', '666', '321', '!!', '2', '3', '4', '5', '7', '1990', '1985', '1980', '1995', '1975', '1970', '2001', '2005', '1234567', '12345678', '*'];

/** The list's size, as NIST's recommendation and issue 26 name it. */
export const COMMON_PASSWORD_COUNT = 10_000;

let list: Set<string> | undefined;

/** The 10,000 passwords, built on first use; in a fixed order, so the list never changes. */
export function commonPasswords(): ReadonlySet<string> {
  if (list) return list;
  const found = new Set<string>(RUNS);
  outer: for (const ending of ENDINGS)
    for (const word of [...WORDS, ...RUNS]) {
      for (const shape of [word, word.charAt(0).toUpperCase() + word.slice(1)]) {
        found.add(shape + ending);
        if (found.size == COMMON_PASSWORD_COUNT) break outer;
      }
    }
  list = found;
  return found;
}

/** Whether a password is on the list; case counts as people type it ('Passwort1' is on it). */
export const isCommonPassword = (password: string) => commonPasswords().has(password);
