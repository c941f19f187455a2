import { useEffect, useState } from 'react';
import { Link } from 'react-router';

const demoShops = [
  { url: 'sunrise-electronics', name: 'Sunrise Electronics' },
  { url: 'corner-bakery', name: 'Corner Bakery' },
  { url: 'bulk-mart', name: 'Bulk Mart' },
];

type Health = 'checking' | 'ok' | 'down';

/** The landing page until the template's analytics dashboard takes `/`. */
export default function HomePage() {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    fetch('/api/health', { headers: { Accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ status?: string }>)
      .then((body) => setHealth(body.status === 'success' ? 'ok' : 'down'))
      .catch(() => setHealth('down'));
  }, []);
  return (
    <main className="vt-message-page">
      <h1>Vitrine</h1>
      <p>Catalogue storefronts a small shop can share as a link.</p>
      <h2>Demo shops</h2>
      <ul>
        {demoShops.map((s) => (
          <li key={s.url}>
            <Link to={`/${s.url}`}>{s.name}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/login">Shop owner sign-in</Link>
      </p>
      <p data-testid="api-health">
        API: {health === 'checking' ? 'checking…' : health === 'ok' ? 'online' : 'unreachable'}
      </p>
    </main>
  );
}
