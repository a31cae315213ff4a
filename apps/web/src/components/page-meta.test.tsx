import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

afterEach(() => {
  for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
});

describe('PageMeta', () => {
  it("replaces the server's page tags but keeps a Nepali page's font stylesheet and its preload", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      [
        '<meta data-server-head property="og:title" content="Galaxy A56 | Pasal" />',
        '<link data-server-head rel="alternate" hreflang="ne" href="/?lang=ne" />',
        '<link data-server-head rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto.woff2" />',
        '<link data-server-head rel="stylesheet" href="/assets/devanagari-font.css" />',
      ].join(''),
    );
    render(<PageMeta title="Products | Pasal" description="All products" />);
    const left = [...document.head.querySelectorAll('[data-server-head]')].map(
      (element) => `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
    );
    expect(left).toEqual(['preload /assets/noto.woff2', 'stylesheet /assets/devanagari-font.css']);
  });
});
