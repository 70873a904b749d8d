import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { emptyRoleSubject, hasRole, passesGate } from './roles';

/** Type-checks `const gate: Gate = <literal>` against this module and returns the compiler's messages. */
const compileGate = (literal: string): string[] => {
  const fileName = path.join(import.meta.dirname, 'gate-under-test.ts');
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const source = `import type { Gate } from './roles';\nexport const gate: Gate = ${literal};\n`;
  host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  host.getSourceFile = (name, version) => (name === fileName ? ts.createSourceFile(name, source, version) : getSourceFile(name, version));
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(fileName)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
};

const subject = (overrides: Partial<ReturnType<typeof emptyRoleSubject>>) => ({ ...emptyRoleSubject('u'), ...overrides });

describe('role rules (spec 02 §6)', () => {
  it('scopes manager, agent and editor roles to their ids; superEditor passes them all', () => {
    const manager = subject({ managerOrganizations: ['o1'] });
    expect(hasRole(manager, 'manager', { organizationId: 'o1' })).toBe(true);
    expect(hasRole(manager, 'manager', { organizationId: 'o2' })).toBe(false);
    expect(hasRole(manager, 'manager')).toBe(true);
    const agent = subject({ agentCompanies: ['c1'] });
    expect(hasRole(agent, 'agent', { companyId: 'c1' })).toBe(true);
    expect(hasRole(agent, 'agent', { companyId: 'c2' })).toBe(false);
    const superEditor = subject({ roles: ['superEditor'] });
    for (const role of ['manager', 'agent', 'courseEditor', 'companyEditor', 'billingManager', 'sales', 'partner'] as const) {
      expect(hasRole(superEditor, role, { organizationId: 'x', companyId: 'y', courseId: 'z' }), role).toBe(true);
    }
    expect(hasRole(superEditor, 'learner', { organizationId: 'x' })).toBe(false);
  });

  it('lets sales pass all partner scoping', () => {
    expect(hasRole(subject({ roles: ['sales'] }), 'partner', { organizationId: 'any' })).toBe(true);
    expect(hasRole(subject({ partnerOrganizations: ['p'] }), 'partner', { organizationId: 'other' })).toBe(false);
  });

  it('passes a gate when any of its roles passes in the scope', () => {
    const curator = subject({ editorCourses: ['p1'] });
    expect(passesGate(curator, ['admin', 'courseEditor'], { courseId: 'p1' })).toBe(true);
    expect(passesGate(curator, ['admin', 'courseEditor'], { courseId: 'p2' })).toBe(false);
    expect(passesGate(curator, ['admin', 'manager'])).toBe(false);
    expect(passesGate(curator, [])).toBe(false);
    expect(passesGate(null, ['editor'])).toBe(false);
  });

  // Two runs of the TypeScript compiler: seconds on a busy machine, so not the default 5 s limit.
  it('refuses a misspelt role name in a gate at compile time', { timeout: 60_000 }, () => {
    expect(compileGate("['manager', 'agent']")).toEqual([]);
    const errors = compileGate("['manager', 'manger']");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"manger"');
  });
});
