/**
 * A static scan of the storefront's code for the translation keys it uses, for the tests that every
 * key exists in both locales and that each route declares the namespaces of the keys it renders.
 * A key is a string literal whose first segment names a top-level group of the catalogue
 * ("shop.title", "core.notifications.userExists"); a template literal such as
 * `account.orders.statuses.${status}` uses every key below its fixed part. A module's keys are its
 * own plus those of the modules it imports statically (its closure): server-only modules (`.server`)
 * and type-only imports are not followed, and a module imported with `import()` is a separate entry
 * that declares its own namespaces (`<Translations namespaces={[...]}>` around what it renders).
 * A toast's key (`{ type: "success", key: "cart.cleared" }`) is translated by the root's loader on
 * the server, where every namespace is at hand.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export const root = resolve(import.meta.dirname, "../..");

export type Catalogue = Record<string, unknown>;

export interface KeyUse {
  /** A whole key, or the fixed start of a template literal (then `prefix` is true). */
  key: string;
  prefix: boolean;
  file: string;
  /** A toast's key (`{ type, key: "..." }`): the root's loader translates it on the server. */
  toast: boolean;
}

interface ScannedModule {
  file: string;
  imports: string[];
  lazyImports: string[];
  keys: KeyUse[];
  /** The namespaces of `<Translations namespaces={[...]}>` elements in the module. */
  scopedNamespaces: string[];
  /** `export const handle = { i18n: [...] }`, for route modules: the namespaces every render needs. */
  handleNamespaces: string[] | null;
  /** The namespaces of the handle's `i18nWhen: { namespace: (loaderData) => boolean }`: some renders need them. */
  conditionalNamespaces: string[];
  /** `export { handle } from "./handle"`: the module that declares this route's namespaces. */
  handleFrom: string | null;
}

const extensions = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];

/** tsconfig.json's "paths" (`~/*`, `#server/*`) as prefix and folder: imports through them are followed too. */
const aliases = Object.entries(
  JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")).compilerOptions.paths as Record<string, string[]>,
).map(([alias, [folder]]) => [alias.replace(/\*$/, ""), resolve(root, folder!.replace(/\*$/, ""))] as const);

function resolveImport(from: string, specifier: string): string | null {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (!specifier.startsWith(".") && !alias) return null;
  const base = alias ? join(alias[1], specifier.slice(alias[0].length)) : resolve(dirname(from), specifier);
  for (const ext of extensions) {
    const candidate = base + ext;
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Client code lives in app/ and the shared contract; the scan never enters the platform. */
function isScanned(file: string, withServer: boolean): boolean {
  const path = relative(root, file);
  if (!path.startsWith("app/") && !path.startsWith("server/contract/")) return false;
  return withServer || !/(^|\/)\.server\/|\.server\.tsx?$/.test(path);
}

function stringArray(node: ts.Expression | undefined): string[] | null {
  if (!node) return null;
  if (ts.isStringLiteral(node)) return [node.text];
  if (!ts.isArrayLiteralExpression(node)) return null;
  return node.elements.flatMap((e) => (ts.isStringLiteral(e) ? [e.text] : []));
}

/** Whether a literal is the `key` of an object (a toast), possibly through `a ? "x" : "y"`. */
function isToastKey(node: ts.Node): boolean {
  let at = node.parent;
  while (ts.isConditionalExpression(at) || ts.isParenthesizedExpression(at)) at = at.parent;
  return ts.isPropertyAssignment(at) && at.name.getText() === "key";
}

export class KeyScanner {
  private modules = new Map<string, ScannedModule>();
  private groups: Set<string>;

  /** `withServer`: follow server-only modules too (the keys a route's loader and action produce). */
  constructor(
    catalogue: Catalogue,
    private readonly withServer = false,
  ) {
    this.groups = new Set(Object.keys(catalogue));
  }

  private looksLikeKey(text: string): boolean {
    const dot = text.indexOf(".");
    return dot > 0 && this.groups.has(text.slice(0, dot)) && /^[A-Za-z][\w.]*\w$/.test(text);
  }

  module(file: string): ScannedModule {
    const known = this.modules.get(file);
    if (known) return known;
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const scanned: ScannedModule = {
      file,
      imports: [],
      lazyImports: [],
      keys: [],
      scopedNamespaces: [],
      handleNamespaces: null,
      conditionalNamespaces: [],
      handleFrom: null,
    };
    this.modules.set(file, scanned);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
        const specifier =
          node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
        const target = specifier && !typeOnly ? resolveImport(file, specifier) : null;
        if (target && isScanned(target, true)) scanned.imports.push(target);
        const exported = ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause);
        if (target && exported && node.exportClause.elements.some((e) => e.name.text === "handle"))
          scanned.handleFrom = target;
        return;
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [arg] = node.arguments;
        const target = arg && ts.isStringLiteral(arg) ? resolveImport(file, arg.text) : null;
        if (target) scanned.lazyImports.push(target);
        return;
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (this.looksLikeKey(node.text))
          scanned.keys.push({ key: node.text, prefix: false, file, toast: isToastKey(node) });
      } else if (ts.isTemplateExpression(node)) {
        const head = node.head.text;
        if (head.endsWith(".") && this.looksLikeKey(head.slice(0, -1) + ".x"))
          scanned.keys.push({ key: head.slice(0, -1), prefix: true, file, toast: isToastKey(node) });
      } else if (ts.isJsxAttribute(node) && node.name.getText() === "namespaces") {
        const init = node.initializer;
        const expression = init && ts.isJsxExpression(init) ? init.expression : undefined;
        scanned.scopedNamespaces.push(...(stringArray(expression) ?? []));
      } else if (ts.isVariableStatement(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
        for (const declaration of node.declarationList.declarations) {
          if (
            declaration.name.getText() !== "handle" ||
            !declaration.initializer ||
            !ts.isObjectLiteralExpression(declaration.initializer)
          )
            continue;
          for (const property of declaration.initializer.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            if (property.name.getText() === "i18n") scanned.handleNamespaces = stringArray(property.initializer) ?? [];
            if (property.name.getText() === "i18nWhen" && ts.isObjectLiteralExpression(property.initializer))
              scanned.conditionalNamespaces = property.initializer.properties.flatMap((p) =>
                p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
              );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return scanned;
  }

  /** A route module's translations: its handle's, or those of the module it takes its handle from. */
  handleOf(file: string): { namespaces: string[]; conditional: string[] } {
    const scanned = this.module(file);
    const declaring = scanned.handleFrom ? this.module(scanned.handleFrom) : scanned;
    return { namespaces: declaring.handleNamespaces ?? [], conditional: declaring.conditionalNamespaces };
  }

  /** The module and every module it imports statically, transitively. */
  closure(entry: string): ScannedModule[] {
    const seen = new Map<string, ScannedModule>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      const scanned = this.module(file);
      seen.set(file, scanned);
      scanned.imports.filter((target) => isScanned(target, this.withServer)).forEach(walk);
    };
    walk(entry);
    return [...seen.values()];
  }

  keysOf(entry: string): KeyUse[] {
    return this.closure(entry).flatMap((m) => m.keys);
  }

  /** Modules loaded with `import()` from the entry's closure. */
  lazyEntries(entry: string): string[] {
    return [...new Set(this.closure(entry).flatMap((m) => m.lazyImports))];
  }
}

/** The leaf keys of a catalogue, with plural suffixes as they are ("a.b_one"). */
export function leafKeys(tree: Catalogue, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === "object"
      ? leafKeys(value as Catalogue, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Leaf keys without plural suffixes: the keys code asks for. */
export function usableKeys(tree: Catalogue): Set<string> {
  return new Set(leafKeys(tree).map((key) => key.replace(pluralSuffix, "")));
}

export function relativePath(file: string): string {
  return relative(root, file);
}

export function appFile(path: string): string {
  return join(root, "app", path);
}
