import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

type ShopLinkProps = { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** A plain left click, which the app follows itself; any other the browser handles (new tab…). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!target || target === '_self');

/**
 * A link to an absolute path in the app, followed as React Router's `<Link>` follows one (a plain
 * click moves in the app, the same address replaces the entry, a modified click is the browser's).
 * Link resolves its path twice and runs about fifteen hooks; a product card needs none of that,
 * and a shop page's cards hold some fifty links that a first visit hydrates on a slow phone,
 * where each hook adds to the wait before a tap responds. This reads one context.
 */
export function ShopLink({ to, onClick, target, ...rest }: ShopLinkProps) {
  const { navigator } = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const here = window.location;
    if (`${here.pathname}${here.search}${here.hash}` === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
