import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';

const images = [
  { id: 1, image: '/img/a.webp', alt: 'Front' },
  { id: 2, image: '/img/b.webp', alt: 'Back' },
];

const main = () => screen.getByRole('img', { name: /Front|Back/ });

describe('ProductGallery', () => {
  it("starts on the chosen colour's picture and turns to the next colour's, staying put for a colour without one (issue #35)", async () => {
    const { rerender } = render(<ProductGallery images={images} name="Buds" shownImageId={2} />);
    expect(main()).toHaveAttribute('alt', 'Back');
    rerender(<ProductGallery images={images} name="Buds" shownImageId={1} />);
    expect(main()).toHaveAttribute('alt', 'Front');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    rerender(<ProductGallery images={images} name="Buds" shownImageId={null} />);
    expect(main()).toHaveAttribute('alt', 'Back');
    // The server draws the same picture the browser starts on.
    expect(renderToString(<ProductGallery images={images} name="Buds" shownImageId={2} />)).toContain('alt="Back"');
  });

  it("shows the spinner ('Loading image') until the picture has loaded, in a box of fixed shape", () => {
    render(<ProductGallery images={images} name="Buds" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading image');
    // The picture is in place (its box is the square frame) and stacked above the spinner.
    const picture = main();
    expect(picture).toHaveAttribute('width', '600');
    expect(picture).toHaveAttribute('height', '600');
    expect(picture.parentElement).toHaveClass('aspect-square');
    expect(screen.getByTestId('gallery-loading').compareDocumentPosition(picture)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    fireEvent.load(picture);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows it again for a picture not yet loaded, and not for one already shown', async () => {
    render(<ProductGallery images={images} name="Buds" />);
    fireEvent.load(main());
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(main()).toHaveAttribute('alt', 'Back');
    expect(screen.getByRole('status')).toHaveTextContent('Loading image');
    fireEvent.error(main());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(main()).toHaveAttribute('alt', 'Front');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("puts the spinner into the server's HTML, under the picture, so it shows before any script runs", () => {
    const html = renderToString(<ProductGallery images={images} name="Buds" />);
    expect(html).toContain('Loading image');
    expect(html.indexOf('Loading image')).toBeLessThan(html.indexOf('src="/img/a.webp"'));
  });
});
