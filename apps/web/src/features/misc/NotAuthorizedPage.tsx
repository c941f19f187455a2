import { Link } from 'react-router';

export default function NotAuthorizedPage() {
  return (
    <main className="vt-message-page">
      <h1>You are not authorized</h1>
      <p>Your account does not have access to this page.</p>
      <Link to="/">Back to home</Link>
    </main>
  );
}
