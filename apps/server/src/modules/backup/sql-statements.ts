/**
 * Splits a plain-SQL dump (pg_dump's `--inserts` output) into its statements, so a restore can
 * run them in batches with progress and name the one that failed. Quotes ('…', E'…', "…"),
 * dollar-quoted bodies and comments are skipped over, so a `;` inside a product description or
 * a function body never ends a statement. psql meta-commands (`\restrict`, `\unrestrict`: lines
 * starting with a backslash outside a statement) are dropped: only psql understands them.
 */
export function* sqlStatements(text: string): Generator<string> {
  let start = 0;
  let i = 0;
  const n = text.length;
  const atStatementStart = () => text.slice(start, i).trim() === '';
  while (i < n) {
    const c = text[i];
    if (c === '-' && text[i + 1] === '-') {
      const fresh = atStatementStart();
      const end = text.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
      if (fresh) start = i;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
      continue;
    }
    if (c === '\\' && atStatementStart()) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
      start = i;
      continue;
    }
    if (c === "'") {
      const escaped = (text[i - 1] === 'E' || text[i - 1] === 'e') && !/[\w$]/.test(text[i - 2] ?? '');
      i += 1;
      while (i < n) {
        if (escaped && text[i] === '\\') i += 2;
        else if (text[i] === "'" && text[i + 1] === "'") i += 2;
        else if (text[i] === "'") break;
        else i += 1;
      }
      i += 1;
      continue;
    }
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      i = end === -1 ? n : end + 1;
      continue;
    }
    if (c === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(text.slice(i, i + 64));
      if (tag && !/[\w$]/.test(text[i - 1] ?? '')) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? n : end + tag[0].length;
        continue;
      }
    }
    if (c === ';') {
      const statement = text.slice(start, i + 1).trim();
      if (statement !== ';') yield statement;
      i += 1;
      start = i;
      continue;
    }
    i += 1;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') yield rest;
}
