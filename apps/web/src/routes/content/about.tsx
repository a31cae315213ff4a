export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>About | Pasal</title>
      <h1 className="text-2xl font-semibold">About</h1>
    </div>
  );
}
