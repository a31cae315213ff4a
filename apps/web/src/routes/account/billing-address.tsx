export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>Billing Address | Pasal</title>
      <h1 className="text-2xl font-semibold">Billing Address</h1>
    </div>
  );
}
