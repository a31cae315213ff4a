import { describe, expect, it } from 'vitest';
import { imageHistorySentences, IMAGE_HISTORY_MESSAGES as M } from './image-history.js';

const front = { id: 1, alt: 'Phone, front' };
const back = { id: 2, alt: 'Phone, back' };
const side = { id: 3, alt: 'Phone, side' };

describe('imageHistorySentences', () => {
  it('names an image added, the first one too', () => {
    expect(imageHistorySentences([], [front])).toEqual([M.added('Phone, front')]);
    expect(imageHistorySentences([front], [front, back])).toEqual(['Image added: “Phone, back”']);
  });

  it('names an image removed, and the new main image when it was the first', () => {
    expect(imageHistorySentences([front, back], [front])).toEqual(['Image removed: “Phone, back”']);
    expect(imageHistorySentences([front, back], [back])).toEqual([
      'Image removed: “Phone, front”',
      'New main image: “Phone, back”',
    ]);
  });

  it('names a description changed', () => {
    expect(imageHistorySentences([front], [{ id: 1, alt: 'Galaxy A55, front' }])).toEqual([
      'Image description changed from “Phone, front” to “Galaxy A55, front”',
    ]);
  });

  it('says the images were put in a new order, and which is the main one now', () => {
    expect(imageHistorySentences([front, back, side], [front, side, back])).toEqual([M.reordered]);
    expect(imageHistorySentences([front, back, side], [side, front, back])).toEqual([
      'Images put in a new order',
      'New main image: “Phone, side”',
    ]);
  });

  it('answers null for values that are not image lists (shown as they are)', () => {
    expect(imageHistorySentences('x', [front])).toBeNull();
    expect(imageHistorySentences([front], [{ id: '1' }])).toBeNull();
  });
});
