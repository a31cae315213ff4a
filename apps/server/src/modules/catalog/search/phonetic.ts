// A loose sound key for romanised spellings (issue #30): Nepali shoppers write English loanwords as
// they hear them ("mobail", "leptop", "charjar", "smartwach"), and transliterated Devanagari comes
// out the same way. Two words with the same key sound alike to them. The index keeps the key of
// every catalogue word and uses it only when a query word matches nothing as typed (below exact
// and synonym matches, like a typo correction). Pure; tested in transliterate.test.ts.

const VOWEL = 'a';

/**
 * The key of a lower-case word of letters, or null when it is too short (under four letters) or
 * holds fewer than two consonant sounds to tell words apart by. Each run of vowels becomes one
 * "a" (mobail = mobile, leptop = laptop), aspiration goes (ph = f, kh = k, th = t), c is k or s
 * as English says it and "ch"/"tch" stays its own sound, a g before e/i inside a word is j
 * (charger = charjar), w = v, z = j, q = k, x = s, y after the first letter is a vowel
 * (lyaptap = laptop), an English silent e goes and a final "-le" after a consonant is "-al"
 * (cable = kebal); double letters count once.
 */
export function phoneticKey(word: string): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return null;
  let w = word;
  if (/[^aeiouy]le$/.test(w)) w = `${w.slice(0, -2)}al`;
  else if (/[^aeiou]e$/.test(w)) w = w.slice(0, -1);
  let key = '';
  let consonants = 0;
  const push = (sound: string) => {
    if (key.endsWith(sound)) return;
    key += sound;
    if (sound !== VOWEL) consonants++;
  };
  for (let i = 0; i < w.length; i++) {
    const letter = w[i]!;
    const next = w[i + 1];
    const softNext = next === 'e' || next === 'i' || next === 'y';
    switch (letter) {
      case 'a':
      case 'e':
      case 'i':
      case 'o':
      case 'u':
        push(VOWEL);
        break;
      case 'y':
        push(i === 0 ? 'y' : VOWEL);
        break;
      case 'c':
        if (next === 'h') {
          push('c');
          i++;
        } else push(softNext ? 's' : 'k');
        break;
      case 't':
        // "tch" is the "ch" sound (watch = wach).
        if (next === 'c' && w[i + 2] === 'h') break;
        push('t');
        if (next === 'h') i++;
        break;
      case 'p':
        if (next === 'h') {
          push('f');
          i++;
        } else push('p');
        break;
      case 'g':
        if (next === 'h') {
          push('g');
          i++;
        } else push(i > 0 && softNext ? 'j' : 'g');
        break;
      case 'b':
      case 'd':
      case 'j':
      case 'k':
      case 's':
        push(letter);
        if (next === 'h') i++;
        break;
      case 'q':
        push('k');
        break;
      case 'x':
        push('s');
        break;
      case 'z':
        push('j');
        break;
      case 'w':
        push('v');
        break;
      case 'h':
        // Spoken at the start of a word; elsewhere it only colours a vowel (ah, oh).
        if (i === 0) push('h');
        break;
      default:
        push(letter);
    }
  }
  return consonants >= 2 ? key : null;
}
