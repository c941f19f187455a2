import { describe, expect, it } from 'vitest';
import { barrelImports } from './barrelImports';

type Handler = (code: string, id: string) => { code: string } | undefined;
const transform = (code: string) => {
  const hook = barrelImports(['lucide-react', 'react-bootstrap']).transform as { handler: Handler };
  return hook.handler(code, '/app/src/Page.tsx')?.code;
};

describe('barrelImports', () => {
  it('imports each icon from its own module, as lucide’s index names it (Share2 is share-2)', () => {
    const code = transform('import { Share2, Truck as Van } from "lucide-react";\nexport { Share2, Van };');
    expect(code).toMatch(/import \{ default as Share2 \} from ".*\/lucide-react\/dist\/esm\/icons\/share-2\.mjs";/);
    expect(code).toMatch(/import \{ default as Van \} from ".*\/icons\/truck\.mjs";/);
    expect(code).not.toContain('from "lucide-react"');
    expect(code).toContain('export { Share2, Van };');
  });

  it('imports react-bootstrap components and named hooks from their files', () => {
    const code = transform("import { Card, useAccordionButton } from 'react-bootstrap';");
    expect(code).toMatch(/import \{ default as Card \} from ".*\/react-bootstrap\/esm\/Card\.js";/);
    expect(code).toMatch(/import \{ useAccordionButton as useAccordionButton \} from ".*\/esm\/AccordionButton\.js";/);
  });

  it('leaves what the index does not re-export by name on the index, and other imports alone', () => {
    const code = transform('import { icons, Truck } from "lucide-react";\nimport { useState } from "react";');
    expect(code).toContain('import { icons } from "lucide-react";');
    expect(code).toMatch(/icons\/truck\.mjs/);
    expect(code).toContain('import { useState } from "react";');
    expect(transform('import * as all from "lucide-react";')).toBeUndefined();
  });
});
