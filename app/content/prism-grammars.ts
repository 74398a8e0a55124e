// Grammars for languages Docusaurus' Prism highlights out of the box and shiki has none for, so
// that their code blocks are coloured here too rather than shown as plain text. Each follows
// Prism's own rules for the language, as TextMate patterns.
import type { LanguageRegistration } from "shiki";

// Prism's Reason (prism-react-renderer bundles it, in Docusaurus 2 and 3): C-like comments, double
// quoted strings, character literals, its keywords and operators, capitalised names as
// constructors (or as modules, before a dot) and `name::` labels.
const REASON: LanguageRegistration = {
  name: "reason",
  displayName: "Reason",
  scopeName: "source.reason",
  patterns: [
    { name: "comment.block.reason", begin: "/\\*", end: "\\*/" },
    { name: "comment.line.double-slash.reason", match: "//.*$" },
    {
      name: "string.quoted.double.reason",
      begin: '"',
      end: '"|$',
      patterns: [{ name: "constant.character.escape.reason", match: "\\\\." }],
    },
    { name: "string.quoted.single.reason", match: "'(?:\\\\x[\\da-fA-F]{2}|\\\\o[0-3][0-7][0-7]|\\\\\\d{3}|\\\\.|[^'\\\\\\r\\n])'" },
    {
      name: "keyword.control.reason",
      match:
        "\\b(?:and|as|assert|begin|class|constraint|do|done|downto|else|end|exception|external|for|fun|function|functor|if|in|include|inherit|initializer|lazy|let|method|module|mutable|new|nonrec|object|of|open|or|private|rec|sig|struct|switch|then|to|try|type|val|virtual|when|while|with)\\b",
    },
    { name: "constant.language.boolean.reason", match: "\\b(?:true|false)\\b" },
    { name: "constant.numeric.reason", match: "\\b0[xX][\\da-fA-F]+\\b|(?:\\b\\d+(?:\\.\\d*)?|\\B\\.\\d+)(?:[eE][+-]?\\d+)?" },
    { name: "variable.other.constant.constructor.reason", match: "\\b[A-Z]\\w*\\b(?!\\s*\\.)" },
    { name: "entity.name.type.module.reason", match: "\\b[A-Z]\\w*" },
    { name: "variable.parameter.label.reason", match: "\\b[a-z]\\w*(?=::)" },
    {
      name: "keyword.operator.reason",
      match: "\\.{3}|:[:=]|\\|>|->|=(?:==?|>)?|<=?|>=?|[|^?'#!~`]|[-+*/]\\.?|\\b(?:asr|land|lor|lsl|lsr|lxor|mod)\\b",
    },
  ],
  repository: {},
};

/** Our grammars by the name a code fence writes. */
export const PRISM_GRAMMARS: Readonly<Record<string, LanguageRegistration>> = { reason: REASON };
