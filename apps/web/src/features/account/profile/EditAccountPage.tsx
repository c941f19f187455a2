/** Placeholder of the foundation; replaced by the feature's own page. */
export default function Page() {
  return (
    <main className="vt-message-page">
      <h1>Edit Account</h1>
      <p>Editing the shop arrives with the account area.</p>
    </main>
  );
}
