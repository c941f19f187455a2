/** Where a signed-in user starts: the owner's dashboard, or the platform admin's. */
export const homeFor = (role: string | null) => (role === 'admin' ? '/ecommerce-dashboard' : '/dashboard');

/** A redirect target from the address, accepted only when it is a path of this site. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login') || value.startsWith('/pages/register')) return null;
  return value;
}
