import { LanguageDropdown } from '../../template/navbar/LanguageDropdown';
import { LockPanel } from './LockPanel';
import { unlockSession } from './lockState';
import { ThemeToggle } from './ThemeToggle';

/**
 * What the admin shell shows instead of its layout while locked: the page underneath is not
 * rendered at all (nothing to read in the DOM), and unlocking brings the same page back.
 */
export function LockOverlay({ name }: { name: string }) {
  return (
    <div className="vt-fullscreen" data-layout="locked" data-testid="lock-overlay">
      <div className="vt-fullscreen-lang d-flex gap-1">
        <LanguageDropdown />
        <ThemeToggle />
      </div>
      <LockPanel name={name} onUnlocked={unlockSession} />
    </div>
  );
}
