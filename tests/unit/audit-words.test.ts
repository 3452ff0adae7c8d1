// Every audit action has words for the audit screen (src/client/features/admin-audit/lib/audit-words.ts), so
// staff never read a code such as auth.login.success.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_WORDS, auditSentence } from '../../src/client/features/admin-audit/lib/audit-words.ts';
import { AUDIT_ACTIONS } from '../../src/server/domain/audit.ts';

describe('audit words', () => {
  it('gives every action words', () => {
    expect(AUDIT_ACTIONS.filter((a) => !AUDIT_ACTION_WORDS[a])).toEqual([]);
  });

  it('reads an entry as a sentence about its actor', () => {
    expect(auditSentence({ actor: 'Maria Santos', action: 'auth.login.success' })).toBe(
      'Maria Santos signed in',
    );
    expect(auditSentence({ actor: null, action: 'foi.submit' })).toBe('The site received an FOI request');
  });
});
