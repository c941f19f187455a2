import { breaksRule, type RuleBreak, type TextRule } from '@vitrine/contracts/rules';
import { z } from 'zod';

/** The form's own words (translated) for each way a value can break its rule (`control`: every text but a password's). */
export type RuleMessages = { required: string; tooLong: string } & Partial<Record<RuleBreak, string>>;

/**
 * A form field checked by the same rule the server's contract uses (packages/contracts/src/rules.ts),
 * so a shopper can never fill in what the server then refuses, nor be refused what it would take.
 */
export function ruleString(rule: TextRule, messages: RuleMessages) {
  const text = rule.trim === false ? z.string() : z.string().trim();
  return text.superRefine((value, ctx) => {
    const broken = breaksRule(rule, value);
    if (broken) ctx.addIssue({ code: 'custom', message: messages[broken] ?? messages.required });
  });
}
