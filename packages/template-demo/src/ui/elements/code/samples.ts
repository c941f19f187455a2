/** The syntax highlighter's samples, one per language the switcher offers. */
export const codeSamples = [
  {
    language: 'tsx',
    label: 'TSX',
    code: `import { useState } from 'react';

/** A counter button: the classic first component. */
export function Counter({ start = 0 }: { start?: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}`,
  },
  {
    language: 'json',
    label: 'JSON',
    code: `{
  "id": 42,
  "title": "The Shawshank Redemption",
  "rank": "1",
  "tags": ["drama", "classic"],
  "available": true,
  "price": null
}`,
  },
  {
    language: 'css',
    label: 'CSS',
    code: `/* A card that follows the colour mode */
.card {
  padding: 1rem 1.5rem;
  border-radius: 0.5rem;
  background: var(--bs-body-bg);
  box-shadow: 0 4px 24px rgb(0 0 0 / 10%);
}

@media (min-width: 992px) {
  .card { padding: 2rem; }
}`,
  },
  {
    language: 'bash',
    label: 'Shell',
    code: `# Install and start the app
npm install
export PORT=3000
npm run dev -- --host 0.0.0.0

# Check that it answers
curl -s "http://localhost:$PORT/health" && echo "up"`,
  },
] as const;

export type CodeLanguage = (typeof codeSamples)[number]['language'];
