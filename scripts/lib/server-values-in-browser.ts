// Which values of server-only modules a route's browser code reads. A route's loader, action and
// headers run on the server only; everything else it exports (the page, meta, handle, the error
// boundary) also runs in the browser, where a `.server` module is empty: a value read from one there
// is `undefined`. React Router's Vite build refuses such a route; the classic compiler builds it silently.
import ts from "typescript";

const SERVER_ONLY_EXPORTS = new Set(["loader", "action", "headers"]);
const isServerModule = (specifier: string) => /\.server(\.tsx?)?$/.test(specifier) || specifier.includes("/server/");

/** Names a top-level statement declares. */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))
    return statement.name ? [statement.name.text] : [];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  return [];
}

const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** An identifier that names a property, a JSX attribute or a key, not a value in scope. */
function isNameOfSomethingElse(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isPropertyAccessExpression(parent) || ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent)) &&
      parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node) ||
    ((ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node)
  );
}

/** `module: name` for each server-module value that the route's browser code reaches. */
export function serverValuesInBrowser(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const serverImports = new Map<string, string>();
  const declarations = new Map<string, ts.Statement>();
  const roots: ts.Node[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      if (!isServerModule(specifier) || !clause || clause.isTypeOnly) continue;
      if (clause.name) serverImports.set(clause.name.text, specifier);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) serverImports.set(element.name.text, specifier);
      if (bindings && ts.isNamespaceImport(bindings)) serverImports.set(bindings.name.text, specifier);
      continue;
    }
    const names = declaredNames(statement);
    for (const name of names) declarations.set(name, statement);
    const serverOnly = isExported(statement) && names.length > 0 && names.every((n) => SERVER_ONLY_EXPORTS.has(n));
    if (!serverOnly && (isExported(statement) || names.length === 0)) roots.push(statement);
  }

  const found = new Set<string>();
  const visited = new Set<ts.Node>();
  const walk = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isIdentifier(node)) {
      if (isNameOfSomethingElse(node)) return;
      const server = serverImports.get(node.text);
      if (server) found.add(`${server}: ${node.text}`);
      const declaration = declarations.get(node.text);
      if (declaration && !visited.has(declaration)) {
        visited.add(declaration);
        walk(declaration);
      }
      return;
    }
    ts.forEachChild(node, walk);
  };
  for (const root of roots) {
    visited.add(root);
    ts.forEachChild(root, walk);
  }
  return [...found].sort();
}
