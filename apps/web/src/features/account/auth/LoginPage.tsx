/** Placeholder of the foundation; replaced by the feature's own page. */
export default function Page() {
  return (
    <main className="vt-message-page">
      <h1>Sign in</h1>
      <p>The shop owner sign-in arrives with the account area.</p>
    </main>
  );
}
