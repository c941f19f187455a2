import { afterEach, describe, expect, it } from 'vitest';
import { withoutErrorStacks } from './without-error-stacks';

const errors = Error as { stackTraceLimit?: unknown };
const original = errors.stackTraceLimit;

describe('withoutErrorStacks', () => {
  afterEach(() => {
    errors.stackTraceLimit = original;
  });

  it('an error made while loading has no stack; stacks are back once the load has settled', async () => {
    let stackWhileLoading: string | undefined = 'unset';
    const result = await withoutErrorStacks(async () => {
      stackWhileLoading = new Error('sentinel').stack;
      return 'module';
    });
    expect(result).toBe('module');
    expect(stackWhileLoading).toBeUndefined();
    expect(errors.stackTraceLimit).toBe(original);
    expect(new Error('after').stack).toContain('without-error-stacks.test');
  });

  it('stacks come back after a failed load, whether it rejects or throws', async () => {
    await expect(withoutErrorStacks(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(errors.stackTraceLimit).toBe(original);
    expect(() =>
      withoutErrorStacks(() => {
        throw new Error('at once');
      }),
    ).toThrow('at once');
    expect(errors.stackTraceLimit).toBe(original);
  });

  it('leaves an engine without stack limits as it is', async () => {
    delete errors.stackTraceLimit;
    expect(await withoutErrorStacks(async () => 'loaded')).toBe('loaded');
    expect('stackTraceLimit' in Error).toBe(false);
  });
});
