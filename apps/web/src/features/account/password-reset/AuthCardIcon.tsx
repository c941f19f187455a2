import type { LucideIcon } from 'lucide-react';

/** The round icon above a password page's heading (theme-aware subtle colours). */
export function AuthCardIcon({
  icon: Icon,
  tone = 'primary',
}: {
  icon: LucideIcon;
  tone?: 'primary' | 'success' | 'danger';
}) {
  return (
    <div
      className={`d-inline-flex align-items-center justify-content-center rounded-circle p-3 mb-3 bg-${tone}-subtle text-${tone}-emphasis`}
    >
      <Icon size={26} aria-hidden />
    </div>
  );
}
