import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__pasalEarlyClicks;
});

function button(label: string, clicks: string[]): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  element.addEventListener('click', () => clicks.push(label));
  return element;
}

describe('replayEarlyClicks', () => {
  it('clicks the held controls again, oldest first, skipping those no longer on the page', () => {
    const clicks: string[] = [];
    const menu = button('Open menu', clicks);
    const cart = button('Cart', clicks);
    const gone = button('Gone', clicks);
    document.body.append(menu, cart);
    let released = 0;
    window.__pasalEarlyClicks = {
      release: () => {
        released += 1;
        return [menu, gone, cart];
      },
    };
    replayEarlyClicks();
    expect(clicks).toEqual(['Open menu', 'Cart']);
    expect(released).toBe(1);
    expect(window.__pasalEarlyClicks).toBeUndefined();
    // A second call (StrictMode runs effects twice) clicks nothing more.
    replayEarlyClicks();
    expect(clicks).toEqual(['Open menu', 'Cart']);
  });

  it('does nothing on a page the server did not draw', () => {
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
