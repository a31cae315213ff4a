export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>Page Not Found | Pasal</title>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
    </div>
  );
}
