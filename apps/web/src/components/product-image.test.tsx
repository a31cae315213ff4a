import type { ProductImage } from '@pasal/contract';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductPicture } from './product-image';

const key = '0123456789abcdef0123456789abcdef';
const upload: ProductImage = {
  id: 5,
  image: `/media/${key}-640.jpg`,
  alt: 'Phone, front',
  width: 1024,
  height: 1024,
  variants: { key, widths: [320, 640, 1024] },
};
const demo: ProductImage = { id: 1, image: '/uploads/products/phone.svg', alt: 'Phone' };

describe('ProductPicture', () => {
  it('offers an upload as AVIF, then WebP, then JPEG at every width, with the caller’s sizes', () => {
    const { container } = render(
      <ProductPicture
        image={upload}
        alt="Phone, front"
        sizes="(min-width: 1024px) 25vw, 50vw"
        width={400}
        height={400}
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `/media/${key}-320.avif 320w, /media/${key}-640.avif 640w, /media/${key}-1024.avif 1024w`,
    );
    expect(sources[1]).toHaveAttribute('srcset', expect.stringContaining(`/media/${key}-1024.webp 1024w`));
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 50vw');
    const img = screen.getByRole('img', { name: 'Phone, front' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', `/media/${key}-640.jpg`);
    expect(img).toHaveAttribute('srcset', expect.stringContaining(`/media/${key}-320.jpg 320w`));
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 50vw');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
  });

  it('draws a demo SVG as the plain <img> it always was', () => {
    const { container } = render(
      <ProductPicture
        image={demo}
        alt="Phone"
        sizes="96px"
        width={96}
        height={96}
        loading="lazy"
        className="size-full"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    const { container: before } = render(
      <img src={demo.image} alt="Phone" width={96} height={96} loading="lazy" className="size-full" />,
    );
    expect(container.innerHTML).toBe(before.innerHTML);
  });

  it('hydrates the server’s markup without a mismatch', async () => {
    const element = (
      <div className="aspect-square">
        <ProductPicture image={upload} alt="Phone" sizes="100vw" width={600} height={600} fetchPriority="high" />
        <ProductPicture image={demo} alt="Phone" sizes="80px" width={80} height={80} />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
