// Placeholder screen registered ahead of issue #19's settings work; replaced by the real screen.
export function Component() {
  return <h1 className="px-6 py-8 text-2xl font-semibold">Not built yet</h1>;
}
