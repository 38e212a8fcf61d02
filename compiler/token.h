#pragma once
// Tokens produced by the lexer. Token text is a view into the lexer's (newline-normalized) source,
// which must outlive the tokens.

#include <cstdint>
#include <string_view>

#include <boost/container/small_vector.hpp>

namespace basilisk::compiler {

enum class TokenKind : uint8_t {
    EndMarker,
    Name,           // identifiers and keywords (the parser tells them apart)
    Number,         // the literal's source text, already validated
    String,         // a whole non-f string literal including prefix and quotes
    Op,             // operators and delimiters; `!` is only meaningful inside f-strings
    Newline,
    Indent,
    Dedent,
    FStringStart,   // prefix and opening quote(s), e.g. `rf"""`
    FStringMiddle,  // literal text between replacement fields, raw (escapes and `{{` undecoded)
    FStringEnd,     // closing quote(s)
};

const char* token_kind_name(TokenKind kind);

struct Token {
    TokenKind kind = TokenKind::EndMarker;
    std::string_view text;
    int line = 0;  // 1-based
    int col = 0;   // 0-based byte offset in the line
    int end_line = 0;
    int end_col = 0;
    uint32_t start = 0;  // byte offsets into the source
    uint32_t end = 0;

    bool is_op(std::string_view s) const { return kind == TokenKind::Op && text == s; }
    bool is_name(std::string_view s) const { return kind == TokenKind::Name && text == s; }
};

// A one-line script has a handful of tokens: they stay inside the lexer/parser objects instead
// of costing a heap allocation.
using TokenList = boost::container::small_vector<Token, 16>;

}  // namespace basilisk::compiler
