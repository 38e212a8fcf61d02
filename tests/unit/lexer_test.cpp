#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/lexer.h"

namespace basilisk::compiler {
namespace {

struct Lexed {
    std::string source;  // keeps the token views alive
    LexResult result;
};

Lexed lex(std::string_view src) {
    Lexed l{normalize_newlines(src), {}};
    l.result = tokenize(l.source);
    return l;
}

// "KIND:text" for each token, for compact comparisons.
std::vector<std::string> kinds(std::string_view src) {
    Lexed l = lex(src);
    std::vector<std::string> out;
    for (const Token& t : l.result.tokens) {
        std::string s = token_kind_name(t.kind);
        if (t.kind != TokenKind::Newline && t.kind != TokenKind::Indent &&
            t.kind != TokenKind::Dedent && t.kind != TokenKind::EndMarker) {
            s += ":" + std::string(t.text);
        }
        out.push_back(s);
    }
    if (l.result.error) out.push_back("ERROR:" + l.result.error->message);
    return out;
}

std::string error_of(std::string_view src) {
    Lexed l = lex(src);
    return l.result.error ? l.result.error->message : "";
}

using V = std::vector<std::string>;

TEST(Lexer, SimpleStatement) {
    EXPECT_EQ(kinds("x = 1\n"), (V{"NAME:x", "OP:=", "NUMBER:1", "NEWLINE", "ENDMARKER"}));
}

TEST(Lexer, ImplicitNewlineAtEof) {
    EXPECT_EQ(kinds("x"), (V{"NAME:x", "NEWLINE", "ENDMARKER"}));
    EXPECT_EQ(kinds(""), (V{"ENDMARKER"}));
    EXPECT_EQ(kinds("\n\n# c\n"), (V{"ENDMARKER"}));
}

TEST(Lexer, IndentDedent) {
    EXPECT_EQ(kinds("if x:\n    y\n    z\nw\n"),
              (V{"NAME:if", "NAME:x", "OP::", "NEWLINE", "INDENT", "NAME:y", "NEWLINE", "NAME:z",
                 "NEWLINE", "DEDENT", "NAME:w", "NEWLINE", "ENDMARKER"}));
    // Dedents are emitted at EOF too.
    EXPECT_EQ(kinds("if x:\n  if y:\n    z"),
              (V{"NAME:if", "NAME:x", "OP::", "NEWLINE", "INDENT", "NAME:if", "NAME:y", "OP::",
                 "NEWLINE", "INDENT", "NAME:z", "NEWLINE", "DEDENT", "DEDENT", "ENDMARKER"}));
}

TEST(Lexer, BlankAndCommentLinesDoNotIndent) {
    EXPECT_EQ(kinds("if x:\n\n        # comment\n  y\n"),
              (V{"NAME:if", "NAME:x", "OP::", "NEWLINE", "INDENT", "NAME:y", "NEWLINE", "DEDENT",
                 "ENDMARKER"}));
}

TEST(Lexer, TabsAreMultiplesOfEight) {
    // A tab then 8 spaces: the same column (8), but inconsistent under tab size 1.
    Lexed l = lex("if x:\n\ty\n        z\n");
    ASSERT_TRUE(l.result.error);
    EXPECT_EQ(l.result.error->type, "TabError");
    EXPECT_EQ(kinds("if x:\n\ty\n\tz\n").back(), "ENDMARKER");
}

TEST(Lexer, InconsistentDedent) {
    Lexed l = lex("if x:\n    a\n  b\n");
    ASSERT_TRUE(l.result.error);
    EXPECT_EQ(l.result.error->type, "IndentationError");
    EXPECT_EQ(l.result.error->message, "unindent does not match any outer indentation level");
    EXPECT_EQ(l.result.error->line, 3);
}

TEST(Lexer, BracketsJoinLines) {
    EXPECT_EQ(kinds("f(1,\n  2)\n"),
              (V{"NAME:f", "OP:(", "NUMBER:1", "OP:,", "NUMBER:2", "OP:)", "NEWLINE", "ENDMARKER"}));
    EXPECT_EQ(kinds("x = 1 + \\\n  2\n"),
              (V{"NAME:x", "OP:=", "NUMBER:1", "OP:+", "NUMBER:2", "NEWLINE", "ENDMARKER"}));
}

TEST(Lexer, BracketErrors) {
    EXPECT_EQ(error_of("x = (1,\ny = 3\n"), "'(' was never closed");
    EXPECT_EQ(error_of("x = )"), "unmatched ')'");
    EXPECT_EQ(error_of("x = (1]"), "closing parenthesis ']' does not match opening parenthesis '('");
    EXPECT_EQ(error_of("x = (1,\n2]"),
              "closing parenthesis ']' does not match opening parenthesis '(' on line 1");
    EXPECT_EQ(error_of(std::string(201, '(')), "too many nested parentheses");
    EXPECT_EQ(error_of(std::string(200, '(') + std::string(200, ')')), "");
}

TEST(Lexer, Operators) {
    EXPECT_EQ(kinds("a **= b //= c >>= d <<= e -> f := g @= h ... != ~"),
              (V{"NAME:a", "OP:**=", "NAME:b", "OP://=", "NAME:c", "OP:>>=", "NAME:d", "OP:<<=",
                 "NAME:e", "OP:->", "NAME:f", "OP::=", "NAME:g", "OP:@=", "NAME:h", "OP:...",
                 "OP:!=", "OP:~", "NEWLINE", "ENDMARKER"}));
}

TEST(Lexer, Numbers) {
    EXPECT_EQ(kinds("0x_fF 0o17 0b1_0 1_000 1.5e-3 .5 5. 00 0_0 1if")[0], "NUMBER:0x_fF");
    V v = kinds("0x_fF 0o17 0b1_0 1_000 1.5e-3 .5 5. 00 0_0");
    EXPECT_EQ(v, (V{"NUMBER:0x_fF", "NUMBER:0o17", "NUMBER:0b1_0", "NUMBER:1_000", "NUMBER:1.5e-3",
                    "NUMBER:.5", "NUMBER:5.", "NUMBER:00", "NUMBER:0_0", "NEWLINE", "ENDMARKER"}));
    // `1if x else 2` is valid: a keyword may follow a number directly.
    EXPECT_EQ(kinds("1if x else 2")[1], "NAME:if");
    EXPECT_EQ(kinds("1else")[1], "NAME:else");
}

TEST(Lexer, NumberErrors) {
    EXPECT_EQ(error_of("012"), "leading zeros in decimal integer literals are not permitted; use an "
                               "0o prefix for octal integers");
    EXPECT_EQ(error_of("1_"), "invalid decimal literal");
    EXPECT_EQ(error_of("1__0"), "invalid decimal literal");
    EXPECT_EQ(error_of("3abc"), "invalid decimal literal");
    EXPECT_EQ(error_of("1e+"), "invalid decimal literal");
    EXPECT_EQ(error_of("0x"), "invalid hexadecimal literal");
    EXPECT_EQ(error_of("0x1_"), "invalid hexadecimal literal");
    EXPECT_EQ(error_of("0b2"), "invalid digit '2' in binary literal");
    EXPECT_EQ(error_of("0o8"), "invalid digit '8' in octal literal");
    EXPECT_EQ(error_of("1j"), "complex numbers are not supported");
    EXPECT_EQ(error_of("1.5J"), "complex numbers are not supported");
}

TEST(Lexer, StringPrefixes) {
    for (const char* s : {"'a'", "\"a\"", "r'a'", "b'a'", "rb'a'", "Br'a'", "u'a'", "U'a'", "R'\\\\'",
                          "'''a\n'b'\n'''", "\"\"\"x\"\"\""}) {
        V v = kinds(s);
        ASSERT_EQ(v.size(), 3u) << s;
        EXPECT_EQ(v[0], std::string("STRING:") + s);
    }
    // Not prefixes: these are names followed by strings.
    EXPECT_EQ(kinds("ub'a'")[0], "NAME:ub");
}

TEST(Lexer, StringErrors) {
    EXPECT_EQ(error_of("s = 'abc\n"), "unterminated string literal (detected at line 1)");
    EXPECT_EQ(error_of("s = '''abc\n\n"), "unterminated triple-quoted string literal (detected at line 2)");
    EXPECT_EQ(error_of("s='''a\n\nb"), "unterminated triple-quoted string literal (detected at line 3)");
    EXPECT_EQ(error_of("b'\xc3\xa9'"), "bytes can only contain ASCII literal characters");
    Lexed l = lex("x = 1\ns = 'abc");
    ASSERT_TRUE(l.result.error);
    EXPECT_EQ(l.result.error->line, 2);
    EXPECT_EQ(l.result.error->col, 4);
}

TEST(Lexer, FStringTokens) {
    EXPECT_EQ(kinds("f'a{x!r:>{w}}b{{}}'"),
              (V{"FSTRING_START:f'", "FSTRING_MIDDLE:a", "OP:{", "NAME:x", "OP:!", "NAME:r", "OP::",
                 "FSTRING_MIDDLE:>", "OP:{", "NAME:w", "OP:}", "OP:}", "FSTRING_MIDDLE:b{{}}",
                 "FSTRING_END:'", "NEWLINE", "ENDMARKER"}));
    // Nested quotes of the same kind (PEP 701) and dicts inside fields.
    EXPECT_EQ(kinds("f\"{f\"{1}\"}\"").size(), 11u);
    EXPECT_EQ(kinds("f'{ {1: 2}[1] }'"),
              (V{"FSTRING_START:f'", "OP:{", "OP:{", "NUMBER:1", "OP::", "NUMBER:2", "OP:}", "OP:[",
                 "NUMBER:1", "OP:]", "OP:}", "FSTRING_END:'", "NEWLINE", "ENDMARKER"}));
    // `!=` inside a field is the operator, not a conversion.
    EXPECT_EQ(kinds("f'{a!=b}'")[3], "OP:!=");
}

TEST(Lexer, FStringErrors) {
    EXPECT_EQ(error_of("f'{x}}'"), "f-string: single '}' is not allowed");
    EXPECT_EQ(error_of("f'{x:{y:{z}}}'"), "f-string: expressions nested too deeply");
    EXPECT_EQ(error_of("f'{x'"), "f-string: expecting '}'");
    EXPECT_EQ(error_of("f'abc"), "unterminated string literal (detected at line 1)");
}

TEST(Lexer, UnicodeIdentifiers) {
    EXPECT_EQ(kinds("caf\xc3\xa9 = 1")[0], "NAME:caf\xc3\xa9");
    EXPECT_EQ(kinds("\xe5\x90\x8d\xe5\x89\x8d")[0], "NAME:\xe5\x90\x8d\xe5\x89\x8d");
    EXPECT_EQ(error_of("x = a\xe2\x80\x8b"), "invalid non-printable character U+200B");
    EXPECT_EQ(error_of("x = \xe2\x82\xac"), "invalid character '\xe2\x82\xac' (U+20AC)");
}

TEST(Lexer, Positions) {
    Lexed l = lex("x = 'a'\n  \nif y:\n    z\n");
    const auto& t = l.result.tokens;
    EXPECT_EQ(t[2].line, 1);
    EXPECT_EQ(t[2].col, 4);
    EXPECT_EQ(t[2].end_col, 7);
    // `if` is on line 3, `z` on line 4 column 4.
    EXPECT_EQ(t[4].text, "if");
    EXPECT_EQ(t[4].line, 3);
    EXPECT_EQ(t[9].text, "z");
    EXPECT_EQ(t[9].line, 4);
    EXPECT_EQ(t[9].col, 4);
}

TEST(Lexer, NewlineNormalization) {
    EXPECT_EQ(normalize_newlines("a\r\nb\rc\n"), "a\nb\nc\n");
}

TEST(Lexer, LineContinuationErrors) {
    EXPECT_EQ(error_of("x = 1 \\ y"), "unexpected character after line continuation character");
    EXPECT_EQ(error_of("x = 1 + \\"), "unexpected EOF while parsing");
}

TEST(Lexer, Utf8Helpers) {
    EXPECT_EQ(find_invalid_utf8("ok \xc3\xa9"), std::string_view::npos);
    EXPECT_EQ(find_invalid_utf8("ab\xff"), 2u);
    EXPECT_EQ(find_invalid_utf8("\xc0\x80"), 0u);        // overlong
    EXPECT_EQ(find_invalid_utf8("\xed\xa0\x80"), 0u);    // surrogate
    EXPECT_EQ(find_invalid_utf8("\xe2\x82"), 0u);        // truncated
}

TEST(Lexer, RandomBytesNeverCrash) {
    uint64_t state = 0x9e3779b97f4a7c15ull;
    auto next = [&]() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    const std::string alphabet = "()[]{}'\"fbrx0123456789_.eEjJ+-*/\\\n\t #:=!<>%@&|^~,;abcif \xc3\xa9\xff";
    for (int i = 0; i < 3000; ++i) {
        std::string s;
        size_t len = next() % 40;
        for (size_t k = 0; k < len; ++k) {
            s += (i % 3 == 0) ? static_cast<char>(next() & 0xff) : alphabet[next() % alphabet.size()];
        }
        Lexed l = lex(s);
        if (!l.result.error) {
            ASSERT_FALSE(l.result.tokens.empty());
            EXPECT_EQ(l.result.tokens.back().kind, TokenKind::EndMarker);
        }
    }
}

}  // namespace
}  // namespace basilisk::compiler
