import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation, useResolvedPath } from 'react-router';

type Props = Omit<ComponentProps<typeof Link>, 'className'> & {
  /** A class, or one chosen by whether the link names the page on screen. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only on its own address, not on the addresses under it. */
  end?: boolean;
};

/**
 * A link that knows whether it names the page on screen (`aria-current="page"`, an active class),
 * as React Router's NavLink does; that one brings the data router's view-transition code into the
 * one chunk React Router ships as, which every page downloads, and a shop's first visit
 * must stay within its script budget.
 */
export function NavLink({ className, end = false, to, ...props }: Props): ReactNode {
  const { pathname } = useLocation();
  const target = useResolvedPath(to, { relative: props.relative }).pathname;
  const isActive =
    pathname === target ||
    (!end && target !== '/' && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
