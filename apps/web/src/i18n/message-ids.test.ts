import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageIdsOf } from './message-ids';

const KNOWN = ['cart.empty', 'cart.count', 'home.hero1Title', 'home.hero2Title', 'home.title', 'layout.navHome'];

describe('messageIdsOf', () => {
  it('finds ids written whole, in any quotes', () => {
    const code = `t('cart.empty'); const links = [{ label: "layout.navHome" }]; t(\`cart.count\`, { count });`;
    expect(messageIdsOf(code, KNOWN)).toEqual(['cart.count', 'cart.empty', 'layout.navHome']);
  });

  it('takes a template that starts an id as every id it can become', () => {
    expect(messageIdsOf('t(`home.hero${slide}Title`)', KNOWN)).toEqual(['home.hero1Title', 'home.hero2Title']);
  });

  it('leaves alone what is not a message of the catalogue', () => {
    expect(messageIdsOf(`import x from './cart.ts'; 'cart.missing'; "see cart.empty"; home.title`, KNOWN)).toEqual([]);
  });
});

describe('the app names its messages so the build can find them', () => {
  const source = join(import.meta.dirname, '..');
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('i18n'),
  );

  it('never gives t() a template that does not start with its area', () => {
    const areas = readdirSync(join(import.meta.dirname, 'catalogues', 'en')).map((file) => file.replace(/\.json$/, ''));
    const offenders = files.flatMap((file) =>
      [...readFileSync(join(source, file), 'utf8').matchAll(/\bt\(\s*`([^`]*)`/g)]
        .filter(([, template]) => !areas.some((area) => template!.startsWith(`${area}.`)))
        .map(([call]) => `${file}: ${call}`),
    );
    expect(offenders).toEqual([]);
  });
});
