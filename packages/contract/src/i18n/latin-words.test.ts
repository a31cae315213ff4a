import { describe, expect, it } from 'vitest';
import { latinWords } from './latin-words.js';

describe('latinWords', () => {
  it('finds the English words left in a Nepali text', () => {
    expect(latinWords('तपाईंको अर्डर पक्का भयो। Thank you for shopping!')).toEqual(['Thank', 'you', 'for', 'shopping']);
    expect(latinWords('नमस्ते, तपाईंको e-mail कोड')).toEqual(['e-mail']);
    expect(latinWords('Don’t worry')).toEqual(['Don’t', 'worry']);
  });

  it('answers nothing for a text in Devanagari, digits and punctuation', () => {
    expect(latinWords('कुल जम्मा: रु. १,६९,९९९ (२०८१ मंसिर ९) — 123456 × २')).toEqual([]);
  });

  it('leaves out web and e-mail addresses', () => {
    expect(
      latinWords(
        'यहाँ हेर्नुहोस्: https://shop.example/profile/orders?lang=ne, www.pasal.example/x र <sita.k+1@mail.example.com> मा लेख्नुहोस्',
      ),
    ).toEqual([]);
  });

  it('leaves out allowed names, whole and case-sensitively, longest first', () => {
    const allowed = ['Galaxy A15', 'Galaxy A15 Pro', 'Pasal'];
    expect(latinWords('Galaxy A15 Pro (Blue) Pasal मा फेरि आयो', allowed)).toEqual(['Blue']);
    expect(latinWords('galaxy a15 र Pasalwala', allowed)).toEqual(['galaxy', 'a', 'Pasalwala']);
    expect(latinWords('केही छैन', ['', '  '])).toEqual([]);
  });

  it('counts accented Latin letters as Latin', () => {
    expect(latinWords('Délivery छिटो')).toEqual(['Délivery']);
  });
});
