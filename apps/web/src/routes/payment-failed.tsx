export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>Payment Failed | Pasal</title>
      <h1 className="text-2xl font-semibold">Payment Failed</h1>
    </div>
  );
}
