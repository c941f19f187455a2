import { useState } from 'react';

const tones = ['primary', 'success', 'info', 'warning', 'danger', 'secondary'] as const;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase())
    .join('');

/** A person's picture, or their initials on a tone of their own until (or unless) the picture loads. Decorative. */
export function Avatar({ name, src, size = 38 }: { name: string; src?: string; size?: number }) {
  const [loaded, setLoaded] = useState(false);
  const tone = tones[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % tones.length];
  return (
    <span
      className={`email-avatar bg-${tone}-subtle text-${tone}-emphasis`}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {!loaded && initialsOf(name)}
      {src && <img src={src} alt="" hidden={!loaded} onLoad={() => setLoaded(true)} onError={() => setLoaded(false)} />}
    </span>
  );
}
