export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>Terms and Conditions | Pasal</title>
      <h1 className="text-2xl font-semibold">Terms and Conditions</h1>
    </div>
  );
}
