import { afterEach, describe, expect, it, vi } from 'vitest';

const loader = async () => {
  vi.resetModules();
  return import('./templateDemo');
};

// Loaded once with the file: the tests below load it afresh, without transforming it all again.
await (await loader()).loadTemplateDemo();

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="vitrine-template-demo"]')) meta.remove();
});

describe('the template demo loader', () => {
  it('loads the demo through its entry point when TEMPLATE_DEMO is on, once', async () => {
    const { loadTemplateDemo, loadedTemplateDemo } = await loader();
    expect(loadedTemplateDemo()).toBeUndefined();
    const demo = await loadTemplateDemo();
    expect(demo?.appRoutes.length).toBeGreaterThan(5);
    expect(demo?.catalogRoutes().shell.length).toBeGreaterThan(10);
    expect(loadedTemplateDemo()).toBe(demo);
    expect(await loadTemplateDemo()).toBe(demo);
  });

  it('loads nothing when the server wrote TEMPLATE_DEMO off', async () => {
    const meta = document.createElement('meta');
    meta.name = 'vitrine-template-demo';
    meta.content = 'off';
    document.head.append(meta);
    const { loadTemplateDemo, loadedTemplateDemo } = await loader();
    expect(await loadTemplateDemo()).toBeUndefined();
    expect(loadedTemplateDemo()).toBeUndefined();
  });
});
