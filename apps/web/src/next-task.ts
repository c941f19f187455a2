/**
 * Resolves in a task of its own, so what follows does not lengthen the current one (a long task
 * holds a shopper's tap, and Lighthouse counts it as blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message, not a timer: a background tab runs its timers once a second at most.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
