import { useEffect, useState } from 'react';

/**
 * Copies text with the async Clipboard API and remembers what was copied last for two seconds, so a
 * button can say "Copied". `failed` is set when the browser refuses (no permission, insecure page).
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(text);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  return { copy, copied, failed };
}
