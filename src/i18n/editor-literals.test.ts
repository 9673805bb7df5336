/**
 * No hard-coded user-visible text in the editor: every JSX text and every aria-label, title,
 * placeholder, alt or label attribute in src/editor/**\/*.tsx must come from the editor
 * dictionary, so the French editor has no German left in it. Strings without letters (×, …, ·,
 * digits) are symbols and allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const EDITOR_DIR = join(import.meta.dirname, '..', 'editor');
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const hasLetter = (text: string) => /\p{L}/u.test(text);

/** Every hard-coded text of one TSX source, as 'line: kind "text"'. */
export function hardCodedTexts(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) {
      found.push(`${at(node)}: text ${JSON.stringify(node.text.trim())}`);
    }
    if (ts.isJsxAttribute(node) && node.initializer && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (
        value &&
        (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) &&
        hasLetter(value.text)
      ) {
        found.push(`${at(node)}: ${node.name.getText(file)} ${JSON.stringify(value.text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function editorSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return editorSources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('hard-coded editor text', () => {
  it('finds JSX text and text attributes, and allows symbols and dictionary texts', () => {
    const source = `
      export const A = ({ t }) => (
        <div aria-label="Menü" title={'Titel'}>
          Speichern
          <button aria-label={t.close} placeholder={\`Suche\`}>×</button>
          <span>{t.name} … · 3</span>
          <input alt="" className="lu-input" />
        </div>
      );`;
    expect(hardCodedTexts(source)).toEqual([
      '3: aria-label "Menü"',
      '3: title "Titel"',
      '4: text "Speichern"',
      '5: placeholder "Suche"',
    ]);
  });

  it('finds none in src/editor', () => {
    const files = editorSources(EDITOR_DIR);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((path) =>
      hardCodedTexts(readFileSync(path, 'utf8'), path).map((hit) => `${relative(EDITOR_DIR, path)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
