/** Placeholder of the foundation; replaced by the feature's own page. */
export default function Page() {
  return (
    <main className="vt-message-page">
      <h1>Checkout</h1>
      <p>Checkout arrives with the storefront.</p>
    </main>
  );
}
