// Devanagari → Latin for the search (issue #30). Shoppers here type English loanwords in Nepali
// script (फोन, ल्यापटप, चार्जर) and the catalogue writes them in English, so a query (and any
// Devanagari in the catalogue or the synonym tables) is read in the loose romanisation people use
// when they type Nepali with a Latin keyboard: no diacritics, आ and अ both "a", श/ष/स all "s"-like,
// the inherent vowel dropped where Nepali does not speak it (फोन → phon, not phona). The phonetic
// key (phonetic.ts) then lets "phon" meet "phone". Pure functions; tested in transliterate.test.ts.

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  ऴ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** A consonant with a nukta: the sounds Nepali borrows from Hindi, Urdu and English (फ़ = f, ज़ = z). */
const NUKTA_CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  ज: 'z',
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
  य: 'y',
};

const INDEPENDENT_VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ॡ: 'li',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  // The candra vowels write English sounds: ऑफिस (office), ऍप (app).
  ऑ: 'o',
  ऒ: 'o',
  ऍ: 'e',
  ऎ: 'e',
  ॲ: 'e',
  ॐ: 'om',
};

const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'ॢ': 'li',
  'ॣ': 'li',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॊ': 'o',
  'ॅ': 'e',
  'ॆ': 'e',
};

const HALANT = '\u094d';
const NUKTA = '\u093c';
const CHANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';
const VISARGA = '\u0903';
const ZERO_WIDTH = /[\u200c\u200d]/g;
/** The inherent vowel: spoken unless the rules below drop it. */
const INHERENT = 'a';

/** One written syllable: a consonant (or none, for an independent vowel) and what it is spoken with. */
interface Unit {
  consonant: string;
  /** The vowel as written; '' after a halant. */
  vowel: string;
  /** True while the vowel is the consonant's own inherent a (which may go unspoken). */
  inherent: boolean;
  /** Anusvara, chandrabindu or visarga after the vowel. */
  coda: '' | 'nasal' | 'n' | 'h';
}

const DEVANAGARI = /[\u0900-\u097f]/;
/** Devanagari with the zero-width (non-)joiners some keyboards put inside a word. */
const DEVANAGARI_RUN = /[\u0900-\u097f\u200c\u200d]+/g;
/** Inside a run: the letters and marks of a word (not digits, dandas or signs). */
const WORD = /[\u0900-\u0963\u0971-\u097f]+|[\u0964-\u0970]/g;
const LIP_CONSONANTS = /^(p|ph|b|bh|m)$/;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * Text with every Devanagari word written in Latin letters as shoppers type it ("मोबाइल" →
 * "mobail", "ल्यापटप" → "lyaptap"); Devanagari digits become 0–9, dandas spaces, and anything
 * else (Latin, spaces) stays as it is.
 */
export function transliterate(text: string): string {
  if (!hasDevanagari(text)) return text;
  return text.replace(DEVANAGARI_RUN, (run) =>
    run
      .replace(ZERO_WIDTH, '')
      .normalize('NFD')
      .replace(WORD, (part) => {
        const code = part.charCodeAt(0);
        if (code >= 0x0966 && code <= 0x096f) return String(code - 0x0966);
        if (part.length === 1 && code >= 0x0964 && code <= 0x0970) return ' ';
        return romaniseWord(part);
      }),
  );
}

function unitsOf(word: string): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < word.length; i++) {
    const char = word[i]!;
    const last = units.at(-1);
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      let latin = consonant;
      if (word[i + 1] === NUKTA) {
        latin = NUKTA_CONSONANTS[char] ?? consonant;
        i++;
      }
      const next = word[i + 1];
      if (next === HALANT) {
        units.push({ consonant: latin, vowel: '', inherent: false, coda: '' });
        i++;
      } else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        units.push({ consonant: latin, vowel: VOWEL_SIGNS[next], inherent: false, coda: '' });
        i++;
      } else units.push({ consonant: latin, vowel: INHERENT, inherent: true, coda: '' });
    } else if (INDEPENDENT_VOWELS[char] !== undefined) {
      units.push({ consonant: '', vowel: INDEPENDENT_VOWELS[char], inherent: false, coda: '' });
    } else if (VOWEL_SIGNS[char] !== undefined) {
      // A vowel sign with no consonant before it (a typing slip): the vowel alone.
      units.push({ consonant: '', vowel: VOWEL_SIGNS[char], inherent: false, coda: '' });
    } else if (char === ANUSVARA || char === CHANDRABINDU || char === VISARGA) {
      const coda = char === ANUSVARA ? 'nasal' : char === CHANDRABINDU ? 'n' : 'h';
      if (last) last.coda = coda;
      else units.push({ consonant: '', vowel: '', inherent: false, coda });
    }
    // Anything else (a stray nukta or halant, the avagraha, accents of Vedic text) is not spoken.
  }
  return units;
}

/** Spoken with a vowel: one written, or an inherent a still standing. */
function voiced(unit: Unit | undefined): boolean {
  return unit !== undefined && unit.vowel !== '';
}

/**
 * Drops the inherent vowels Nepali leaves unspoken, as Hindi/Nepali schwa deletion is usually
 * described: the word's last one (फोन → phon), except after a cluster ending in य, र or व
 * (पत्र → patra); and, from right to left, one between a vowel (or a vowel and a cluster) and a
 * consonant spoken with a vowel (सरकार → sarkar, ल्यापटप → lyaptap), which keeps the next one to its
 * left (no two in a row).
 */
function dropSilentVowels(units: Unit[]): void {
  const n = units.length;
  const last = units[n - 1];
  if (n > 1 && last?.inherent && last.coda === '') {
    const before = units[n - 2]!;
    const spokenCluster = before.consonant !== '' && before.vowel === '' && /^(y|r|v)$/.test(last.consonant);
    if (!spokenCluster) last.vowel = '';
  }
  for (let i = n - 2; i >= 1; i--) {
    const unit = units[i]!;
    if (!unit.inherent || unit.coda !== '' || unit.vowel === '') continue;
    const before = units[i - 1]!;
    const after = units[i + 1]!;
    // After a vowel, or after a cluster that follows one (स्मार्टफोन → smartphon: English
    // compounds are the words this shop's shoppers type; सुन्तला reads "suntla", which is fine).
    const opens =
      (voiced(before) && before.coda === '') ||
      (i >= 2 && before.consonant !== '' && before.vowel === '' && voiced(units[i - 2]) && units[i - 2]!.coda === '');
    if (opens && after.consonant !== '' && voiced(after)) unit.vowel = '';
  }
}

/**
 * Postpositions and the plural that Nepali writes joined to the word (मोबाइलको "of the mobile",
 * ल्यापटपहरू "laptops"), longest first. They are written apart, so the word itself is found and
 * the search's stopwords drop them; a word of one syllable before them is left whole (पोको).
 */
const JOINED_SUFFIXES = ['हरू', 'हरु', 'लाई', 'को', 'का', 'की', 'मा'];

function romaniseWord(word: string): string {
  for (const suffix of JOINED_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    if (unitsOf(base).length >= 2 && !base.endsWith(HALANT)) return `${romaniseWord(base)} ${romaniseWord(suffix)}`;
  }
  const units = unitsOf(word);
  dropSilentVowels(units);
  let out = '';
  units.forEach((unit, i) => {
    out += unit.consonant + unit.vowel;
    if (unit.coda === 'nasal') out += LIP_CONSONANTS.test(units[i + 1]?.consonant ?? '') ? 'm' : 'n';
    else out += unit.coda;
  });
  return out;
}
