import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel, wrapIndex } from './carousel';
import { CarouselDots } from './carousel-dots';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [-1, 3, 2],
    [7, 3, 1],
    [-4, 3, 2],
    [2, 0, 0],
  ])('wraps %i into 0..%i-1 as %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

function Harness({ count, paused = false }: { count: number; paused?: boolean }) {
  const { index, next, previous, goTo } = useCarousel({ count, interval: 5000, paused });
  return (
    <div>
      <p data-testid="active">{index}</p>
      <button type="button" onClick={previous}>
        Previous
      </button>
      <button type="button" onClick={next}>
        Next
      </button>
      <CarouselDots count={count} active={index} onSelect={goTo} />
    </div>
  );
}

const active = () => screen.getByTestId('active').textContent;

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 seconds and wraps after the last slide', () => {
    render(<Harness count={3} />);
    expect(active()).toBe('0');
    act(() => vi.advanceTimersByTime(4999));
    expect(active()).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe('1');
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe('2');
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe('0');
  });

  it('moves back and forth with wrap-around', () => {
    render(<Harness count={4} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(active()).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(active()).toBe('0');
  });

  it('jumps to a dot, marks it current and gives it a full interval', () => {
    render(<Harness count={4} />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(active()).toBe('2');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    act(() => vi.advanceTimersByTime(4000));
    expect(active()).toBe('2');
    act(() => vi.advanceTimersByTime(1000));
    expect(active()).toBe('3');
  });

  it('stays put while paused and resumes afterwards', () => {
    const { rerender } = render(<Harness count={3} paused />);
    act(() => vi.advanceTimersByTime(20000));
    expect(active()).toBe('0');
    rerender(<Harness count={3} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe('1');
  });

  it('renders one dot per slide', () => {
    render(<Harness count={4} />);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(4);
  });
});
