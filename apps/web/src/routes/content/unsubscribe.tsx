// Placeholder registered ahead of issue #19's newsletter work (one-click unsubscribe page).
export function Component() {
  return <h1>Not built yet</h1>;
}
