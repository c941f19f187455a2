import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main className="vt-message-page">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Back to home</Link>
    </main>
  );
}
