#pragma once
// The tokenizer: Python 3.12's token grammar over UTF-8 source bytes, including INDENT/DEDENT,
// implicit and explicit line joining, all string prefixes and f-strings tokenized as
// FSTRING_START / FSTRING_MIDDLE / replacement-field tokens / FSTRING_END (PEP 701).

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/compile_guard.h"
#include "compiler/token.h"

namespace basilisk::compiler {

// A tokenizer error. Columns are 0-based byte offsets; the parser converts them to CPython's
// 1-based character offsets when it builds a SyntaxErrorInfo.
struct LexError {
    std::string type = "SyntaxError";
    std::string message;
    int line = 0;
    int col = 0;
    int end_line = 0;
    int end_col = 0;
};

struct LexResult {
    // The tokens before the first error (or all of them, ending with EndMarker).
    TokenList tokens;
    std::optional<LexError> error;
};

// Python's universal newlines: "\r\n" and "\r" become "\n". Token views point into this text.
std::string normalize_newlines(std::string_view source);

// Maximum nesting of (), [] and {} (CPython's tokenizer limit) and of indentation levels.
inline constexpr int kMaxParenDepth = 200;
inline constexpr int kMaxIndentDepth = 100;

class Lexer {
public:
    // `source` must already be newline-normalized and must outlive the returned tokens.
    // `guard`, when given, bounds the time and memory tokenizing takes: past a limit the tokens
    // stop there and the caller reports the guard's limit.
    explicit Lexer(std::string_view source, CompileGuard* guard = nullptr) : m_src(source), m_guard(guard) {}
    LexResult tokenize();
    // The same, left inside the Lexer (which must outlive the result): a short script's tokens
    // live inline in the token list, so handing them out by value would copy them.
    LexResult& tokenize_in_place();

private:
    struct Bracket {
        char ch;
        int line;
        int col;
    };
    struct FStringField {
        size_t base_depth;  // bracket-stack size when the field opened
        bool in_spec = false;
    };
    struct FStringFrame {
        char quote;
        bool triple;
        bool raw;
        int line;  // where the literal starts, for "unterminated" errors
        int col;
        std::vector<FStringField> fields;
    };

    bool step();  // produce one or more tokens; false when done or on error
    bool at_line_start();
    bool lex_fstring_literal();
    bool lex_string(size_t prefix_start, size_t quote_pos);
    bool lex_number();
    bool lex_name();
    bool lex_op();
    bool finish_eof();

    void emit(TokenKind kind, size_t start, size_t end, int line, int col);
    bool error(std::string message, int line, int col, int end_line = -1, int end_col = -1,
               std::string type = "SyntaxError");
    int col_of(size_t pos) const { return static_cast<int>(pos - m_line_start); }
    char peek(size_t ahead = 0) const {
        return m_pos + ahead < m_src.size() ? m_src[m_pos + ahead] : '\0';
    }
    bool at_end(size_t ahead = 0) const { return m_pos + ahead >= m_src.size(); }
    void newline_at(size_t pos) {
        ++m_line;
        m_line_start = pos + 1;
    }
    int last_line_number() const;
    bool in_fstring_expr() const {
        return !m_fstrings.empty() && !m_fstrings.back().fields.empty() &&
               !m_fstrings.back().fields.back().in_spec;
    }

    std::string_view m_src;
    size_t m_pos = 0;
    int m_line = 1;
    size_t m_line_start = 0;
    bool m_line_begin = true;   // at the start of a logical line (indentation pending)
    bool m_continued = false;   // previous physical line ended with a backslash
    // The indentation stack never exceeds kMaxIndentDepth (at_line_start reports the error
    // first), so it lives inside the Lexer: tokenizing a short script allocates only the tokens.
    struct IndentStack {
        // Only levels[0, count) are ever read, so the array is not zeroed (two of them would cost a
        // few hundred bytes of stores per tokenize call).
        IndentStack() { levels[0] = 0; }  // the module's level
        std::array<int, kMaxIndentDepth> levels;
        size_t count = 1;
        size_t size() const { return count; }
        int back() const { return levels[count - 1]; }
        void push_back(int level) {
            if (count < levels.size()) levels[count++] = level;
        }
        void pop_back() {
            if (count > 1) --count;
        }
    };
    IndentStack m_indents;
    IndentStack m_alt_indents;  // tab size 1, to detect inconsistent tabs/spaces
    std::vector<Bracket> m_brackets;
    std::vector<FStringFrame> m_fstrings;
    LexResult m_out;  // the tokens so far and the first error
    CompileGuard* m_guard = nullptr;
};

// Convenience: normalize is NOT applied; `source` must outlive the tokens.
LexResult tokenize(std::string_view source);

// UTF-8 helpers shared with the parser.
// Decodes one code point at `s[i]`; returns its length (1-4) or 0 when the bytes are not valid UTF-8.
int decode_utf8(std::string_view s, size_t i, uint32_t* code_point);
// The byte offset of the first invalid UTF-8 sequence, or npos.
size_t find_invalid_utf8(std::string_view s);
void append_utf8(std::string& out, uint32_t code_point);
// True for code points that may appear in identifiers (after the first char for digits).
bool is_identifier_code_point(uint32_t cp);

}  // namespace basilisk::compiler
