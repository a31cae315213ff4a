import { DEMO_SOCIAL_LINKS } from '@pasal/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setShopLook, setShopName } from '../../i18n';
import { Logo } from './logo';
import { socialLinksOf } from './social-links';

// The header's logo and the footer's social links follow the shop's settings (issue #32).

afterEach(() => {
  setShopName(undefined);
  setShopLook(undefined);
  document.head.innerHTML = '';
});

const renderLogo = () =>
  render(
    <MemoryRouter>
      <Logo />
    </MemoryRouter>,
  );

describe('the logo', () => {
  it("draws the standard mark and the shop's name when no logo was uploaded", () => {
    setShopName('Himal Gadgets');
    const { container } = renderLogo();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Himal Gadgets')).toBeInTheDocument();
  });

  it('draws the uploaded logo the page names, at 32 px high, and the short name on a phone', () => {
    document.head.innerHTML = `<meta name="application-name" content="Himal Gadgets" />
      <meta name="apple-mobile-web-app-title" content="Himal" />
      <meta name="shop-logo" content="/brand/abc-logo.webp" data-width="96" />`;
    const { container } = renderLogo();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/brand/abc-logo.webp');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '32');
    // Decorative: the link is named by the shop already.
    expect(img).toHaveAttribute('alt', '');
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('Himal')).toHaveClass('sm:hidden');
    expect(screen.getByText('Himal Gadgets')).toHaveClass('hidden', 'sm:inline');
    expect(screen.getByRole('link')).toHaveAccessibleName('Himal Gadgets home');
  });
});

describe('social links', () => {
  it("are the specification's until the settings load, then only the networks the shop named", () => {
    expect(socialLinksOf(undefined).map((link) => link.href)).toEqual(Object.values(DEMO_SOCIAL_LINKS));
    expect(
      socialLinksOf({
        social: {
          facebook: 'https://facebook.com/himal',
          instagram: '',
          youtube: '',
          tiktok: 'https://tiktok.com/@himal',
        },
      }).map((link) => [link.label, link.href]),
    ).toEqual([
      ['Facebook', 'https://facebook.com/himal'],
      ['TikTok', 'https://tiktok.com/@himal'],
    ]);
  });
});
