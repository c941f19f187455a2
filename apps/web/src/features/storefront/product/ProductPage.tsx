/** Placeholder of the foundation; replaced by the feature's own page. */
export default function Page() {
  return (
    <main className="vt-message-page">
      <h1>Product</h1>
      <p>Product pages arrive with the storefront.</p>
    </main>
  );
}
