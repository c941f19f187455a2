/** The owner's doors (sign-in, sign-up, forgot password), which the server renders and the router serves without the owner area. */
export const doorPaths = ['/login', '/pages/login', '/pages/register', '/pages/forgot-password'] as const;

export const isDoorPath = (pathname: string): boolean => (doorPaths as readonly string[]).includes(pathname);
