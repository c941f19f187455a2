import { useParams } from 'react-router';

/** Placeholder of the foundation; the storefront issue fills it. */
export default function CataloguePage() {
  const { shopUrl } = useParams();
  return (
    <main className="vt-message-page">
      <h1>Catalogue</h1>
      <p data-testid="shop-url">{shopUrl}</p>
    </main>
  );
}
