import { Prism } from 'prism-react-renderer';

/**
 * prism-react-renderer bundles no shell grammar; this small one covers what the sample shows
 * (comments, strings, variables, commands, flags, operators) without pulling in all of Prism.
 */
if (!Prism.languages.bash) {
  Prism.languages.bash = {
    comment: { pattern: /(^|\s)#.*/, lookbehind: true },
    string: { pattern: /(["'])(?:\\.|(?!\1)[^\\\r\n])*\1/, greedy: true, inside: { variable: /\$\{?\w+\}?/ } },
    variable: /\$\{?\w+\}?/,
    function: { pattern: /(^|[;&|]\s*|\n\s*)[a-z][\w-]*/, lookbehind: true },
    parameter: { pattern: /(\s)--?[\w-]+(?:=\S*)?/, lookbehind: true, alias: 'attr-name' },
    keyword: /\b(?:export|if|then|else|fi|for|in|do|done)\b/,
    operator: /&&|\|\||[|>]/,
  };
}
