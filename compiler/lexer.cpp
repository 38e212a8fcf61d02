#include "compiler/lexer.h"

#include <algorithm>
#include <cstring>
#include <string>

namespace basilisk::compiler {

namespace {

bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_hex_digit(char c) {
    return is_ascii_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Code points that can never be part of a name and that CPython reports as "non-printable".
bool is_nonprintable(uint32_t cp) {
    return cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f) || (cp >= 0x200b && cp <= 0x200f) ||
           (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2064) || cp == 0xfeff;
}

std::string hex_code_point(uint32_t cp) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", cp);
    return buf;
}

}  // namespace

const char* token_kind_name(TokenKind kind) {
    switch (kind) {
    case TokenKind::EndMarker: return "ENDMARKER";
    case TokenKind::Name: return "NAME";
    case TokenKind::Number: return "NUMBER";
    case TokenKind::String: return "STRING";
    case TokenKind::Op: return "OP";
    case TokenKind::Newline: return "NEWLINE";
    case TokenKind::Indent: return "INDENT";
    case TokenKind::Dedent: return "DEDENT";
    case TokenKind::FStringStart: return "FSTRING_START";
    case TokenKind::FStringMiddle: return "FSTRING_MIDDLE";
    case TokenKind::FStringEnd: return "FSTRING_END";
    }
    return "?";
}

int decode_utf8(std::string_view s, size_t i, uint32_t* code_point) {
    auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        *code_point = b0;
        return 1;
    }
    int len;
    uint32_t cp;
    if (b0 >= 0xc2 && b0 <= 0xdf) {
        len = 2;
        cp = b0 & 0x1f;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
        len = 3;
        cp = b0 & 0x0f;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
        len = 4;
        cp = b0 & 0x07;
    } else {
        return 0;
    }
    if (i + len > s.size()) return 0;
    for (int k = 1; k < len; ++k) {
        auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xc0) != 0x80) return 0;
        cp = (cp << 6) | (b & 0x3f);
    }
    // Reject overlong forms, surrogates and values past U+10FFFF.
    if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
        (cp >= 0xd800 && cp <= 0xdfff)) {
        return 0;
    }
    *code_point = cp;
    return len;
}

size_t find_invalid_utf8(std::string_view s) {
    size_t i = 0;
    while (i < s.size()) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        uint32_t cp;
        int len = decode_utf8(s, i, &cp);
        if (len == 0) return i;
        i += len;
    }
    return std::string_view::npos;
}

void append_utf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
}

// A simple rule instead of Unicode's XID tables: ASCII letters, digits and '_', plus any non-ASCII
// code point that is not whitespace, punctuation, a symbol block or a control character.
bool is_identifier_code_point(uint32_t cp) {
    if (cp < 0x80) {
        char c = static_cast<char>(cp);
        return is_ascii_alpha(c) || is_ascii_digit(c) || c == '_';
    }
    if (is_nonprintable(cp)) return false;
    if (cp >= 0xa0 && cp <= 0xbf) return cp == 0xaa || cp == 0xb5 || cp == 0xba || cp == 0xb7;
    if (cp == 0xd7 || cp == 0xf7) return false;
    if (cp >= 0x2000 && cp <= 0x206f) return false;  // general punctuation and spaces
    if (cp >= 0x20a0 && cp <= 0x20cf) return false;  // currency symbols
    if (cp >= 0x2190 && cp <= 0x23ff) return false;  // arrows, mathematical operators
    if (cp >= 0x2500 && cp <= 0x27bf) return false;  // box drawing, shapes, dingbats
    if (cp >= 0x3000 && cp <= 0x3003) return false;  // ideographic space and punctuation
    if (cp >= 0xff01 && cp <= 0xff0f) return false;  // fullwidth punctuation
    if (cp >= 0x1f300 && cp <= 0x1faff) return false;  // emoji
    return true;
}

std::string normalize_newlines(std::string_view source) {
    // Most sources have no '\r' at all: one copy, no per-character appends.
    if (source.find('\r') == std::string_view::npos) return std::string(source);
    std::string out;
    out.reserve(source.size());
    for (size_t i = 0; i < source.size(); ++i) {
        char c = source[i];
        if (c == '\r') {
            out += '\n';
            if (i + 1 < source.size() && source[i + 1] == '\n') ++i;
        } else {
            out += c;
        }
    }
    return out;
}

LexResult tokenize(std::string_view source) { return Lexer(source).tokenize(); }

LexResult Lexer::tokenize() { return std::move(tokenize_in_place()); }

LexResult& Lexer::tokenize_in_place() {
    // A UTF-8 byte order mark is allowed at the very start and ignored.
    if (m_src.size() >= 3 && std::memcmp(m_src.data(), "\xef\xbb\xbf", 3) == 0) {
        m_pos = 3;
        m_line_start = 3;
    }
    // Roughly one token per four source bytes in typical code; reserving avoids regrowing the
    // vector several times for short scripts (the common embedding case). Capped, so that a huge
    // source of comments or whitespace does not reserve memory for tokens it never produces.
    m_out.tokens.reserve(std::min<size_t>(m_src.size() / 4 + 8, 4096));
    if (!m_guard) {
        while (step()) {
        }
        return m_out;
    }
    size_t charged = 0;
    while (step()) {
        size_t n = m_out.tokens.size();
        if (!m_guard->tick((n - charged) * 2 * sizeof(Token))) break;  // a vector keeps up to twice
        charged = n;
    }
    return m_out;
}

void Lexer::emit(TokenKind kind, size_t start, size_t end, int line, int col) {
    Token& t = m_out.tokens.emplace_back();
    t.kind = kind;
    t.text = m_src.substr(start, end - start);
    t.line = line;
    t.col = col;
    t.end_line = m_line;
    t.end_col = static_cast<int>(end >= m_line_start ? end - m_line_start : 0);
    t.start = static_cast<uint32_t>(start);
    t.end = static_cast<uint32_t>(end);
}

bool Lexer::error(std::string message, int line, int col, int end_line, int end_col,
                  std::string type) {
    LexError e;
    e.type = std::move(type);
    e.message = std::move(message);
    e.line = line;
    e.col = col;
    e.end_line = end_line < 0 ? line : end_line;
    e.end_col = end_col < 0 ? col : end_col;
    m_out.error = std::move(e);
    return false;
}

int Lexer::last_line_number() const {
    if (!m_src.empty() && m_src.back() == '\n') return m_line - 1;
    return m_line;
}

bool Lexer::step() {
    if (m_out.error) return false;
    if (!m_fstrings.empty() && !in_fstring_expr()) return lex_fstring_literal();
    if (m_line_begin && m_brackets.empty() && m_fstrings.empty()) {
        if (!at_line_start()) return false;
    }
    for (;;) {
        if (at_end()) return finish_eof();
        char c = peek();
        if (c == ' ' || c == '\t' || c == '\f') {
            ++m_pos;
        } else if (c == '\\') {
            if (peek(1) == '\n') {
                newline_at(m_pos + 1);
                m_pos += 2;
            } else if (at_end(1)) {
                return error("unexpected EOF while parsing", m_line, col_of(m_pos + 1));
            } else {
                return error("unexpected character after line continuation character", m_line,
                             col_of(m_pos + 1));
            }
        } else if (c == '#') {
            while (!at_end() && peek() != '\n') ++m_pos;
        } else if (c == '\n') {
            if (!m_fstrings.empty()) {
                if (m_fstrings.back().triple || !m_brackets.empty()) {
                    newline_at(m_pos);
                    ++m_pos;
                    continue;
                }
                return error("f-string: expecting '}'", m_line, col_of(m_pos));
            }
            if (!m_brackets.empty()) {
                newline_at(m_pos);
                ++m_pos;
                continue;
            }
            emit(TokenKind::Newline, m_pos, m_pos + 1, m_line, col_of(m_pos));
            newline_at(m_pos);
            ++m_pos;
            m_line_begin = true;
            return true;
        } else {
            break;
        }
    }
    char c = peek();
    if (is_ascii_digit(c) || (c == '.' && is_ascii_digit(peek(1)))) return lex_number();
    if (is_ascii_alpha(c) || c == '_' || static_cast<unsigned char>(c) >= 0x80) return lex_name();
    if (c == '\'' || c == '"') return lex_string(m_pos, m_pos);
    return lex_op();
}

bool Lexer::at_line_start() {
    size_t p = m_pos;
    int col = 0;
    int alt = 0;
    for (;;) {
        col = 0;
        alt = 0;
        while (p < m_src.size()) {
            char c = m_src[p];
            if (c == ' ') {
                ++col;
                ++alt;
            } else if (c == '\t') {
                col = (col / 8 + 1) * 8;
                ++alt;
            } else if (c == '\f') {
                col = alt = 0;
            } else {
                break;
            }
            ++p;
        }
        if (p >= m_src.size()) {
            m_pos = p;
            m_line_begin = false;
            return true;
        }
        char c = m_src[p];
        if (c == '#' || c == '\n') {
            // Blank and comment-only lines do not take part in indentation.
            while (p < m_src.size() && m_src[p] != '\n') ++p;
            if (p < m_src.size()) {
                newline_at(p);
                ++p;
            }
            continue;
        }
        break;
    }
    m_pos = p;
    m_line_begin = false;
    int line_len = 0;
    while (p + line_len < m_src.size() && m_src[p + line_len] != '\n') ++line_len;
    line_len += col_of(p);
    if (col == m_indents.back()) {
        if (alt != m_alt_indents.back()) {
            return error("inconsistent use of tabs and spaces in indentation", m_line, line_len, -1,
                         -1, "TabError");
        }
    } else if (col > m_indents.back()) {
        if (alt <= m_alt_indents.back()) {
            return error("inconsistent use of tabs and spaces in indentation", m_line, line_len, -1,
                         -1, "TabError");
        }
        if (static_cast<int>(m_indents.size()) >= kMaxIndentDepth) {
            return error("too many levels of indentation", m_line, line_len, -1, -1,
                         "IndentationError");
        }
        m_indents.push_back(col);
        m_alt_indents.push_back(alt);
        emit(TokenKind::Indent, m_line_start, m_pos, m_line, 0);
    } else {
        while (m_indents.size() > 1 && col < m_indents.back()) {
            m_indents.pop_back();
            m_alt_indents.pop_back();
            emit(TokenKind::Dedent, m_pos, m_pos, m_line, col_of(m_pos));
        }
        if (col != m_indents.back()) {
            return error("unindent does not match any outer indentation level", m_line, line_len,
                         -1, -1, "IndentationError");
        }
        if (alt != m_alt_indents.back()) {
            return error("inconsistent use of tabs and spaces in indentation", m_line, line_len, -1,
                         -1, "TabError");
        }
    }
    return true;
}

bool Lexer::finish_eof() {
    if (!m_fstrings.empty()) {
        const FStringFrame& f = m_fstrings.front();
        if (in_fstring_expr()) return error("f-string: expecting '}'", m_line, col_of(m_pos));
        return error(std::string(f.triple ? "unterminated triple-quoted string literal"
                                          : "unterminated string literal") +
                         " (detected at line " + std::to_string(last_line_number()) + ")",
                     f.line, f.col);
    }
    if (!m_brackets.empty()) {
        const Bracket& b = m_brackets.back();
        return error(std::string("'") + b.ch + "' was never closed", b.line, b.col);
    }
    if (!m_out.tokens.empty() && m_out.tokens.back().kind != TokenKind::Newline &&
        m_out.tokens.back().kind != TokenKind::Dedent) {
        emit(TokenKind::Newline, m_pos, m_pos, m_line, col_of(m_pos));
    }
    while (m_indents.size() > 1) {
        m_indents.pop_back();
        emit(TokenKind::Dedent, m_pos, m_pos, m_line, col_of(m_pos));
    }
    emit(TokenKind::EndMarker, m_pos, m_pos, m_line, col_of(m_pos));
    return false;
}

bool Lexer::lex_name() {
    size_t start = m_pos;
    while (!at_end()) {
        char c = peek();
        if (static_cast<unsigned char>(c) < 0x80) {
            if (is_ascii_alpha(c) || is_ascii_digit(c) || c == '_') {
                ++m_pos;
                continue;
            }
            break;
        }
        uint32_t cp = 0;
        int len = decode_utf8(m_src, m_pos, &cp);
        if (len == 0) {
            return error("invalid UTF-8 in source", m_line, col_of(m_pos));
        }
        if (!is_identifier_code_point(cp)) {
            if (m_pos > start) break;  // the next token reports it
            std::string msg;
            if (is_nonprintable(cp)) {
                msg = "invalid non-printable character " + hex_code_point(cp);
            } else {
                msg = "invalid character '" + std::string(m_src.substr(m_pos, len)) + "' (" +
                      hex_code_point(cp) + ")";
            }
            return error(msg, m_line, col_of(m_pos));
        }
        m_pos += len;
    }
    std::string_view word = m_src.substr(start, m_pos - start);
    if ((peek() == '\'' || peek() == '"') && word.size() <= 2) {
        std::string lower;
        for (char c : word) lower += static_cast<char>(c | 0x20);
        static constexpr const char* kPrefixes[] = {"r", "u", "b", "f", "br", "rb", "fr", "rf"};
        for (const char* p : kPrefixes) {
            if (lower == p) return lex_string(start, m_pos);
        }
    }
    emit(TokenKind::Name, start, m_pos, m_line, col_of(start));
    return true;
}

bool Lexer::lex_string(size_t prefix_start, size_t quote_pos) {
    bool raw = false, is_bytes = false, is_f = false;
    for (size_t i = prefix_start; i < quote_pos; ++i) {
        char c = static_cast<char>(m_src[i] | 0x20);
        raw |= c == 'r';
        is_bytes |= c == 'b';
        is_f |= c == 'f';
    }
    char q = m_src[quote_pos];
    bool triple = quote_pos + 2 < m_src.size() && m_src[quote_pos + 1] == q && m_src[quote_pos + 2] == q;
    size_t p = quote_pos + (triple ? 3 : 1);
    int start_line = m_line;
    int start_col = col_of(prefix_start);
    bool nested_in_fstring = !m_fstrings.empty();
    if (is_f) {
        if (m_fstrings.size() >= 150) {
            return error("too many nested f-strings", start_line, start_col);
        }
        m_fstrings.push_back(FStringFrame{q, triple, raw, start_line, start_col, {}});
        m_pos = p;
        emit(TokenKind::FStringStart, prefix_start, p, start_line, start_col);
        return true;
    }
    for (;;) {
        if (p >= m_src.size()) {
            if (nested_in_fstring && !triple) {
                return error("f-string: expecting '}'", m_line, col_of(p));
            }
            return error(std::string(triple ? "unterminated triple-quoted string literal"
                                            : "unterminated string literal") +
                             " (detected at line " + std::to_string(last_line_number()) + ")",
                         start_line, start_col);
        }
        char c = m_src[p];
        if (c == '\\') {
            if (p + 1 < m_src.size()) {
                if (m_src[p + 1] == '\n') newline_at(p + 1);
                p += 2;
            } else {
                ++p;
            }
            continue;
        }
        if (c == '\n') {
            if (!triple) {
                if (nested_in_fstring) return error("f-string: expecting '}'", m_line, col_of(p));
                return error("unterminated string literal (detected at line " +
                                 std::to_string(m_line) + ")",
                             start_line, start_col);
            }
            newline_at(p);
            ++p;
            continue;
        }
        if (c == q) {
            if (!triple) {
                ++p;
                break;
            }
            if (p + 2 < m_src.size() && m_src[p + 1] == q && m_src[p + 2] == q) {
                p += 3;
                break;
            }
        }
        ++p;
    }
    if (is_bytes) {
        for (size_t i = quote_pos; i < p; ++i) {
            if (static_cast<unsigned char>(m_src[i]) >= 0x80) {
                return error("bytes can only contain ASCII literal characters", start_line,
                             start_col, m_line, col_of(p));
            }
        }
    }
    m_pos = p;
    emit(TokenKind::String, prefix_start, p, start_line, start_col);
    return true;
}

bool Lexer::lex_fstring_literal() {
    FStringFrame& frame = m_fstrings.back();
    bool in_spec = !frame.fields.empty() && frame.fields.back().in_spec;
    size_t start = m_pos;
    int start_line = m_line;
    int start_col = col_of(start);
    size_t p = m_pos;
    auto emit_middle = [&](size_t end) {
        if (end > start) emit(TokenKind::FStringMiddle, start, end, start_line, start_col);
    };
    auto unterminated = [&](int detected_line) {
        if (in_spec) return error("f-string: expecting '}'", m_line, col_of(p));
        return error(std::string(frame.triple ? "unterminated triple-quoted string literal"
                                              : "unterminated string literal") +
                         " (detected at line " + std::to_string(detected_line) + ")",
                     frame.line, frame.col);
    };
    for (;;) {
        if (p >= m_src.size()) return unterminated(last_line_number());
        char c = m_src[p];
        if (c == frame.quote &&
            (!frame.triple || (p + 2 < m_src.size() && m_src[p + 1] == c && m_src[p + 2] == c))) {
            if (in_spec) return error("f-string: expecting '}'", m_line, col_of(p));
            emit_middle(p);
            size_t end = p + (frame.triple ? 3 : 1);
            int col = col_of(p);
            m_pos = end;
            emit(TokenKind::FStringEnd, p, end, m_line, col);
            m_fstrings.pop_back();
            return true;
        }
        if (c == '\n') {
            if (!frame.triple) return unterminated(m_line);
            newline_at(p);
            ++p;
            continue;
        }
        if (c == '\\') {
            char n = p + 1 < m_src.size() ? m_src[p + 1] : '\0';
            if (!frame.raw && n == 'N' && p + 2 < m_src.size() && m_src[p + 2] == '{') {
                // \N{NAME}: the braces are part of the escape, not a replacement field.
                size_t q = p + 3;
                while (q < m_src.size() && m_src[q] != '}' && m_src[q] != '\n' &&
                       m_src[q] != frame.quote) {
                    ++q;
                }
                p = (q < m_src.size() && m_src[q] == '}') ? q + 1 : q;
                continue;
            }
            if (n == '{' || n == '}' || p + 1 >= m_src.size()) {
                ++p;
                continue;
            }
            if (n == '\n') newline_at(p + 1);
            p += 2;
            continue;
        }
        if (c == '{') {
            if (!in_spec && p + 1 < m_src.size() && m_src[p + 1] == '{') {
                p += 2;
                continue;
            }
            emit_middle(p);
            if (frame.fields.size() >= 2) {
                return error("f-string: expressions nested too deeply", m_line, col_of(p));
            }
            m_pos = p + 1;
            emit(TokenKind::Op, p, p + 1, m_line, col_of(p));
            frame.fields.push_back(FStringField{m_brackets.size(), false});
            return true;
        }
        if (c == '}') {
            if (in_spec) {
                emit_middle(p);
                m_pos = p + 1;
                emit(TokenKind::Op, p, p + 1, m_line, col_of(p));
                frame.fields.pop_back();
                return true;
            }
            if (p + 1 < m_src.size() && m_src[p + 1] == '}') {
                p += 2;
                continue;
            }
            return error("f-string: single '}' is not allowed", m_line, col_of(p));
        }
        ++p;
    }
}

bool Lexer::lex_number() {
    size_t start = m_pos;
    int start_col = col_of(start);
    // Fast path for the common literal: decimal digits without a leading zero (or a lone 0), and
    // then a character that can continue neither a number nor a name. Everything else (fractions,
    // exponents, underscores, prefixes, suffixes and all the errors) takes the full path below.
    {
        size_t p = start;
        while (p < m_src.size() && is_ascii_digit(m_src[p])) ++p;
        if (p > start && (m_src[start] != '0' || p == start + 1)) {
            char c = p < m_src.size() ? m_src[p] : '\0';
            if (!(is_ascii_alpha(c) || c == '_' || c == '.' || static_cast<unsigned char>(c) >= 0x80)) {
                m_pos = p;
                emit(TokenKind::Number, start, m_pos, m_line, start_col);
                return true;
            }
        }
    }
    auto err_col = [&]() { return col_of(at_end() ? m_pos - 1 : m_pos); };
    // Digits with single underscores between them; the current char must be a digit.
    auto decimal_tail = [&]() -> bool {
        for (;;) {
            while (is_ascii_digit(peek())) ++m_pos;
            if (peek() != '_') return true;
            if (!is_ascii_digit(peek(1))) {
                error("invalid decimal literal", m_line, col_of(m_pos));
                return false;
            }
            ++m_pos;
        }
    };
    // After a number, a name character is an error unless a keyword such as `if`/`else`/`or`
    // starts there (`1if x else 2` is valid Python).
    auto verify_end = [&](const char* kind) -> bool {
        char c = peek();
        if (!(is_ascii_alpha(c) || is_ascii_digit(c) || c == '_' ||
              static_cast<unsigned char>(c) >= 0x80)) {
            return true;
        }
        static constexpr const char* kKeywords[] = {"and", "else", "for", "if", "in", "is", "not", "or"};
        for (const char* kw : kKeywords) {
            if (m_src.substr(m_pos, std::strlen(kw)) == kw) return true;
        }
        return error(std::string("invalid ") + kind + " literal", m_line, col_of(m_pos - 1));
    };
    if (peek() == '0' && (peek(1) == 'x' || peek(1) == 'X' || peek(1) == 'o' || peek(1) == 'O' ||
                          peek(1) == 'b' || peek(1) == 'B')) {
        char r = static_cast<char>(peek(1) | 0x20);
        const char* kind = r == 'x' ? "hexadecimal" : r == 'o' ? "octal" : "binary";
        auto is_radix_digit = [r](char c) {
            if (r == 'x') return is_hex_digit(c);
            if (r == 'o') return c >= '0' && c <= '7';
            return c == '0' || c == '1';
        };
        m_pos += 2;
        for (;;) {
            if (peek() == '_') ++m_pos;
            if (!is_radix_digit(peek())) {
                if (is_ascii_digit(peek())) {
                    return error(std::string("invalid digit '") + peek() + "' in " + kind + " literal",
                                 m_line, col_of(m_pos));
                }
                return error(std::string("invalid ") + kind + " literal", m_line, err_col());
            }
            while (is_radix_digit(peek())) ++m_pos;
            if (peek() != '_') break;
        }
        if (is_ascii_digit(peek())) {
            return error(std::string("invalid digit '") + peek() + "' in " + kind + " literal",
                         m_line, col_of(m_pos));
        }
        if (!verify_end(kind)) return false;
        emit(TokenKind::Number, start, m_pos, m_line, start_col);
        return true;
    }
    bool is_float = false;
    bool leading_zero_error = false;
    if (peek() == '.') {
        // ".5": handled by the fraction branch below.
    } else if (peek() == '0') {
        // Zeros (with underscores) are fine; other digits after them only in a float.
        for (;;) {
            while (peek() == '0') ++m_pos;
            if (peek() != '_') break;
            if (!is_ascii_digit(peek(1))) return error("invalid decimal literal", m_line, col_of(m_pos));
            ++m_pos;
        }
        if (is_ascii_digit(peek())) {
            leading_zero_error = true;
            if (!decimal_tail()) return false;
        }
    } else {
        if (!decimal_tail()) return false;
    }
    if (peek() == '.') {
        ++m_pos;
        is_float = true;
        if (is_ascii_digit(peek()) && !decimal_tail()) return false;
    }
    if (peek() == 'e' || peek() == 'E') {
        size_t save = m_pos;
        ++m_pos;
        bool sign = false;
        if (peek() == '+' || peek() == '-') {
            ++m_pos;
            sign = true;
        }
        if (is_ascii_digit(peek())) {
            if (!decimal_tail()) return false;
            is_float = true;
        } else if (sign) {
            return error("invalid decimal literal", m_line, col_of(m_pos - 1));
        } else {
            m_pos = save;
        }
    }
    if (peek() == 'j' || peek() == 'J') {
        return error("complex numbers are not supported", m_line, start_col, m_line,
                     col_of(m_pos + 1));
    }
    if (leading_zero_error && !is_float) {
        return error("leading zeros in decimal integer literals are not permitted; use an 0o prefix "
                     "for octal integers",
                     m_line, start_col, m_line, col_of(m_pos));
    }
    if (!verify_end("decimal")) return false;
    emit(TokenKind::Number, start, m_pos, m_line, start_col);
    return true;
}

namespace {

// The length of the longest operator or delimiter starting with the characters c0 c1 c2 (peek
// returns '\0' past the end), or 0 when c0 starts none. Longest match first, as Python's
// tokenizer does: `**=` before `**` before `*`.
size_t op_length(char c0, char c1, char c2) {
    switch (c0) {
    case '*':
    case '/':
    case '>':
    case '<':
        if (c1 == c0) return c2 == '=' ? 3 : 2;        // ** // >> << and **= //= >>= <<=
        if (c1 == '=') return 2;                        // *= /= >= <=
        return 1;
    case '.':
        return c1 == '.' && c2 == '.' ? 3 : 1;
    case '!':
        return c1 == '=' ? 2 : 1;
    case '-':
        return c1 == '>' || c1 == '=' ? 2 : 1;
    case ':':
    case '+':
    case '%':
    case '&':
    case '|':
    case '^':
    case '@':
    case '=':
        return c1 == '=' ? 2 : 1;
    case '~':
    case '(':
    case ')':
    case '[':
    case ']':
    case '{':
    case '}':
    case ',':
    case ';':
        return 1;
    default:
        return 0;
    }
}

}  // namespace

bool Lexer::lex_op() {
    size_t start = m_pos;
    int col = col_of(start);
    char c = peek();
    bool in_field = in_fstring_expr();
    size_t base = in_field ? m_fstrings.back().fields.back().base_depth : 0;
    // Inside an f-string replacement field, `}`, `:` and `!` at the field's own bracket depth end
    // the expression part.
    if (in_field && m_brackets.size() == base) {
        if (c == '}') {
            ++m_pos;
            emit(TokenKind::Op, start, m_pos, m_line, col);
            m_fstrings.back().fields.pop_back();
            return true;
        }
        if (c == ':') {
            ++m_pos;
            emit(TokenKind::Op, start, m_pos, m_line, col);
            m_fstrings.back().fields.back().in_spec = true;
            return true;
        }
        if (c == '!' && peek(1) != '=') {
            ++m_pos;
            emit(TokenKind::Op, start, m_pos, m_line, col);
            return true;
        }
        if (c == ')' || c == ']') {
            return error(std::string("f-string: unmatched '") + c + "'", m_line, col);
        }
    }
    size_t len = op_length(c, peek(1), peek(2));
    if (len == 0) {
        auto uc = static_cast<unsigned char>(c);
        if (uc < 0x20 || uc == 0x7f) {
            return error("invalid non-printable character " + hex_code_point(uc), m_line, col);
        }
        // Like CPython's ERRORTOKEN: the parser reports "invalid syntax" here unless an earlier
        // statement fails first.
        ++m_pos;
        emit(TokenKind::Op, start, m_pos, m_line, col);
        return true;
    }
    if (len == 1 && (c == '(' || c == '[' || c == '{')) {
        if (static_cast<int>(m_brackets.size()) >= kMaxParenDepth) {
            return error("too many nested parentheses", m_line, col);
        }
        m_brackets.push_back(Bracket{c, m_line, col});
    } else if (len == 1 && (c == ')' || c == ']' || c == '}')) {
        if (m_brackets.empty() || (in_field && m_brackets.size() == base)) {
            return error(std::string("unmatched '") + c + "'", m_line, col);
        }
        Bracket open = m_brackets.back();
        char expected = open.ch == '(' ? ')' : open.ch == '[' ? ']' : '}';
        if (c != expected) {
            std::string msg = std::string("closing parenthesis '") + c +
                              "' does not match opening parenthesis '" + open.ch + "'";
            if (open.line != m_line) msg += " on line " + std::to_string(open.line);
            return error(msg, m_line, col);
        }
        m_brackets.pop_back();
    }
    m_pos += len;
    emit(TokenKind::Op, start, m_pos, m_line, col);
    return true;
}

}  // namespace basilisk::compiler
