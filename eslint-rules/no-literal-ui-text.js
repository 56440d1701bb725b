/**
 * drama/no-literal-ui-text: every user-visible string comes from src/i18n.
 *
 * Reports, in JSX:
 *   - JSX text that contains a letter of any script (Latin, CJK ideographs, kana, Hangul, …);
 *     text made only of whitespace, digits, punctuation or symbols ('·', '/', '|', ':', '—',
 *     '©', '12') is fine;
 *   - a string literal, or a template literal without expressions, rendered directly as a JSX
 *     child (`{'Save'}`), or given to one of the text-bearing attributes below, when it contains
 *     a letter. Both branches of `cond ? 'a' : 'b'` and of `a || 'b'` / `a ?? 'b'` are checked.
 *
 * Text-bearing attributes: label, placeholder, title, aria-label, alt, helperText,
 * validationMessage, hint, content. (An empty alt="" is the correct way to mark a decorative
 * image and, having no letter, is never reported.)
 *
 * Scope (which files) is decided by eslint.config.js: .tsx files in src/ except src/i18n. As a
 * safety net the rule also ignores any file under a '/src/i18n/' folder.
 *
 * Escape hatch, when a literal really is not translatable (a brand name, say):
 *   // eslint-disable-next-line drama/no-literal-ui-text
 * or, inside JSX children, {/* eslint-disable-next-line drama/no-literal-ui-text *\/}
 */

export const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'helperText',
  'validationMessage',
  'hint',
  'content',
]);

/** Any letter of any script: Latin, CJK ideographs, kana, Hangul, Cyrillic, … */
const LETTER = /\p{L}/u;

export const hasLetter = (/** @type {string} */ text) => LETTER.test(text);

/** Short, single-line rendering of the offending text for the message. */
function preview(/** @type {string} */ text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/**
 * The string-valued leaves of an expression that would be rendered as is: the expression itself
 * when it is a string literal or an expression-less template, and the result branches of
 * conditional and logical expressions.
 * @param {any} node
 * @returns {Array<{ node: any, text: string }>}
 */
function stringLeaves(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? [{ node, text: node.quasis.map((q) => q.value.cooked ?? '').join('') }] : [];
    case 'ConditionalExpression':
      return [...stringLeaves(node.consequent), ...stringLeaves(node.alternate)];
    case 'LogicalExpression':
      return [...stringLeaves(node.left), ...stringLeaves(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return stringLeaves(node.expression);
    default:
      return [];
  }
}

/** JSX attribute name as written: 'label', 'aria-label'; namespaced names are not text. */
function attributeName(/** @type {any} */ attr) {
  return attr.name?.type === 'JSXIdentifier' ? attr.name.name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralUiText = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Disallow user-visible literal text in JSX outside src/i18n; render messages through t().',
    },
    schema: [],
    messages: {
      text: 'Literal UI text "{{text}}": add it to the messages in src/i18n and render it with t().',
      attribute: 'Literal UI text "{{text}}" in {{name}}=…: add it to the messages in src/i18n and pass t(…) instead.',
    },
  },
  create(context) {
    const filename = (context.filename ?? context.getFilename?.() ?? '').replace(/\\/g, '/');
    if (filename.includes('/src/i18n/')) return {};
    const sourceCode = context.sourceCode ?? context.getSourceCode();

    return {
      JSXText(/** @type {any} */ node) {
        if (!hasLetter(node.value)) return;
        // Point at the text itself, not at the whitespace/newline before it, so that an
        // `{/* eslint-disable-next-line … */}` on the line above the text applies.
        const raw = sourceCode.getText(node);
        const start = node.range[0] + (raw.length - raw.trimStart().length);
        const end = node.range[0] + raw.trimEnd().length;
        context.report({
          node,
          loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(end) },
          messageId: 'text',
          data: { text: preview(node.value) },
        });
      },
      JSXExpressionContainer(/** @type {any} */ node) {
        const parent = node.parent;
        if (!parent || (parent.type !== 'JSXElement' && parent.type !== 'JSXFragment')) return;
        for (const leaf of stringLeaves(node.expression)) {
          if (hasLetter(leaf.text)) context.report({ node: leaf.node, messageId: 'text', data: { text: preview(leaf.text) } });
        }
      },
      JSXAttribute(/** @type {any} */ node) {
        const name = attributeName(node);
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const leaf of stringLeaves(value)) {
          if (hasLetter(leaf.text)) {
            context.report({ node: leaf.node, messageId: 'attribute', data: { name, text: preview(leaf.text) } });
          }
        }
      },
    };
  },
};

export default noLiteralUiText;
