// Parser entry points, token helpers, error reporting and string/f-string literals. The statement
// and expression rules live in parser_stmt.cpp and parser_expr.cpp.
#include "compiler/parser.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "compiler/parser_internal.h"
#include "stdlib/text/unicode_names.h"

namespace basilisk::compiler {
namespace detail {

namespace {

constexpr std::string_view kKeywords[] = {
    "False", "None",   "True",    "and",      "as",     "assert", "async", "await",
    "break", "class",  "continue", "def",     "del",    "elif",   "else",  "except",
    "finally", "for",  "from",    "global",   "if",     "import", "in",    "is",
    "lambda", "nonlocal", "not",  "or",       "pass",   "raise",  "return", "try",
    "while", "with",   "yield"};

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = static_cast<char>(c | 0x20);
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// Decodes the backslash escape starting at body[i] (a backslash) into `out`. Returns the index
// after the escape, or sets `error` (CPython's wording) and returns npos.
size_t decode_escape(std::string_view body, size_t i, bool is_bytes, std::string& out,
                     std::string& error) {
    size_t start = i;
    ++i;
    if (i >= body.size()) {
        out += '\\';
        return i;
    }
    char c = body[i++];
    auto range = [&](size_t end) {
        return "position " + std::to_string(start) + "-" + std::to_string(end - 1);
    };
    switch (c) {
    case '\n': return i;
    case '\\': out += '\\'; return i;
    case '\'': out += '\''; return i;
    case '"': out += '"'; return i;
    case 'a': out += '\a'; return i;
    case 'b': out += '\b'; return i;
    case 'f': out += '\f'; return i;
    case 'n': out += '\n'; return i;
    case 'r': out += '\r'; return i;
    case 't': out += '\t'; return i;
    case 'v': out += '\v'; return i;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        uint32_t v = static_cast<uint32_t>(c - '0');
        for (int k = 0; k < 2 && i < body.size() && body[i] >= '0' && body[i] <= '7'; ++k) {
            v = v * 8 + static_cast<uint32_t>(body[i++] - '0');
        }
        if (is_bytes) out += static_cast<char>(v & 0xff);
        else append_utf8(out, v);
        return i;
    }
    case 'x': {
        if (i + 2 > body.size() || hex_value(body[i]) < 0 || hex_value(body[i + 1]) < 0) {
            size_t j = i;
            while (j < body.size() && j < i + 2 && hex_value(body[j]) >= 0) ++j;
            if (is_bytes) error = "(value error) invalid \\x escape at position " + std::to_string(start);
            else error = "(unicode error) 'unicodeescape' codec can't decode bytes in " + range(j) + ": truncated \\xXX escape";
            return std::string_view::npos;
        }
        uint32_t v = static_cast<uint32_t>(hex_value(body[i]) * 16 + hex_value(body[i + 1]));
        i += 2;
        if (is_bytes) out += static_cast<char>(v);
        else append_utf8(out, v);
        return i;
    }
    case 'u':
    case 'U': {
        if (is_bytes) break;
        size_t n = c == 'u' ? 4 : 8;
        uint32_t v = 0;
        for (size_t k = 0; k < n; ++k) {
            if (i >= body.size() || hex_value(body[i]) < 0) {
                error = "(unicode error) 'unicodeescape' codec can't decode bytes in " + range(std::max(i, start + 2)) +
                        (c == 'u' ? ": truncated \\uXXXX escape" : ": truncated \\UXXXXXXXX escape");
                return std::string_view::npos;
            }
            v = v * 16 + static_cast<uint32_t>(hex_value(body[i++]));
        }
        if (v > 0x10ffff) {
            error = "(unicode error) 'unicodeescape' codec can't decode bytes in " + range(i) +
                    ": illegal Unicode character";
            return std::string_view::npos;
        }
        if (v >= 0xd800 && v <= 0xdfff) {
            error = "(unicode error) 'unicodeescape' codec can't decode bytes in " + range(i) +
                    ": surrogate code points are not supported";
            return std::string_view::npos;
        }
        append_utf8(out, v);
        return i;
    }
    case 'N': {
        if (is_bytes) break;  // bytes keep "\\N" as written
        const std::string prefix = "(unicode error) 'unicodeescape' codec can't decode bytes in ";
        if (i >= body.size() || body[i] != '{') {
            error = prefix + range(i) + ": malformed \\N character escape";
            return std::string_view::npos;
        }
        size_t close = body.find('}', i + 1);
        if (close == std::string_view::npos || close == i + 1) {
            error = prefix + range(close == std::string_view::npos ? body.size() : close) +
                    ": malformed \\N character escape";
            return std::string_view::npos;
        }
        auto cp = text::lookup_unicode_name(body.substr(i + 1, close - i - 1));
        if (!cp) {
            error = prefix + range(close + 1) + ": unknown Unicode character name";
            return std::string_view::npos;
        }
        append_utf8(out, static_cast<uint32_t>(*cp));
        return close + 1;
    }
    default: break;
    }
    // Unknown escapes stay as written (CPython only warns).
    out += '\\';
    out += c;
    return i;
}

}  // namespace

Parser::DepthGuard::DepthGuard(Parser& parser, int n) : p(parser), amount(n) {
    p.m_depth += n;
    if (p.m_depth > kMaxParserDepth) {
        p.fail_token(p.tok(), "too many nested parentheses");
    }
}

Parser::Parser(std::string_view source, const LexResult& lexed, NodeArena& arena)
    : m_src(source), m_arena(arena), m_tokens(lexed.tokens), m_lex_error(lexed.error) {}

const Token& Parser::tok_past_end() {
    if (m_lex_error || m_tokens.empty()) fail_lex();
    return m_tokens.back();
}

const Token& Parser::advance() {
    // The compile limits: a statement is tokens, so this bounds every rule (the bytes are a
    // node's worth per token, the tree's approximate size).
    if (m_guard && !m_guard->tick(sizeof(Expr))) fail_token(tok(), "limit exceeded");
    const Token& t = tok();
    if (t.kind != TokenKind::EndMarker) ++m_pos;
    return t;
}

bool Parser::accept_op(std::string_view s) {
    if (!at_op(s)) return false;
    advance();
    return true;
}

bool Parser::accept_kw(std::string_view s) {
    if (!at_kw(s)) return false;
    advance();
    return true;
}

void Parser::expect_op(std::string_view s) {
    if (!accept_op(s)) fail_generic();
}

void Parser::expect_colon() {
    if (accept_op(":")) return;
    if (tok().kind == TokenKind::Newline) {
        fail("expected ':'", prev().end_line, prev().end_col, prev().end_line, prev().end_col);
    }
    fail_generic();
}

bool Parser::is_keyword(std::string_view s) {
    // Asked for nearly every name token: compare the length and first byte before the bytes.
    if (s.size() < 2 || s.size() > 8) return false;
    for (auto kw : kKeywords) {
        if (kw.size() == s.size() && kw[0] == s[0] && kw == s) return true;
    }
    return false;
}

bool Parser::at_name() {
    const Token& t = tok();
    return t.kind == TokenKind::Name && !is_keyword(t.text);
}

std::string Parser::expect_name() {
    if (!at_name()) fail_generic();
    return std::string(advance().text);
}

void Parser::fail(const std::string& msg, int line, int col, int end_line, int end_col,
                  const char* type) {
    throw ParseFailure{LexError{type, msg, line, col, end_line, end_col}, false};
}

void Parser::fail_at(const Node& n, const std::string& msg, const char* type) {
    fail(msg, n.line, n.col, n.end_line, n.end_col, type);
}

void Parser::fail_token(const Token& t, const std::string& msg, const char* type) {
    fail(msg, t.line, t.col, t.end_line, t.end_col, type);
}

void Parser::fail_generic() {
    const Token& t = m_pos < m_tokens.size() ? m_tokens[m_pos] : m_tokens.back();
    if (m_pos >= m_tokens.size() && m_lex_error) fail_lex();
    throw ParseFailure{LexError{"SyntaxError", "invalid syntax", t.line, t.col, t.end_line, t.end_col},
                       true};
}

void Parser::fail_lex() {
    if (m_lex_error) throw ParseFailure{*m_lex_error, false};
    throw ParseFailure{LexError{"SyntaxError", "invalid syntax", 1, 0, 1, 0}, true};
}

// ---- strings ----

std::string Parser::decode_string_body(const Token& t, std::string_view body, bool raw,
                                       bool is_bytes, size_t body_offset) {
    if (raw || body.find('\\') == std::string_view::npos) return std::string(body);
    std::string out;
    out.reserve(body.size());
    size_t i = 0;
    while (i < body.size()) {
        if (body[i] != '\\') {
            out += body[i++];
            continue;
        }
        std::string error;
        i = decode_escape(body, i, is_bytes, out, error);
        // CPython points at the end of the literal for escape errors.
        if (i == std::string_view::npos) fail(error, t.end_line, t.end_col, t.end_line, t.end_col);
    }
    return out;
}

std::string Parser::decode_fstring_middle(const Token& t, bool raw, bool in_spec) {
    std::string_view body = t.text;
    std::string out;
    size_t i = 0;
    while (i < body.size()) {
        char c = body[i];
        if ((c == '{' || c == '}') && !in_spec && i + 1 < body.size() && body[i + 1] == c) {
            out += c;
            i += 2;
        } else if (c == '\\' && !raw) {
            std::string error;
            i = decode_escape(body, i, false, out, error);
            if (i == std::string_view::npos) fail_token(t, error);
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

void Parser::flush_pending(std::vector<ExprPtr>& parts, std::string& pending, const Token& at) {
    if (pending.empty()) return;
    auto c = start_at<Constant>(at);
    c->value_kind = ConstantKind::Str;
    c->str_value = std::move(pending);
    c->end_line = at.end_line;
    c->end_col = at.end_col;
    parts.push_back(std::move(c));
    pending.clear();
}

ExprPtr Parser::parse_strings() {
    const Token& first = tok();
    bool saw_bytes = false, saw_str = false, saw_f = false;
    std::string bytes_value;
    std::vector<ExprPtr> parts;
    std::string pending;
    auto mix_error = [&]() {
        // CPython points at the end of the offending literal.
        fail("cannot mix bytes and nonbytes literals", tok().end_line, tok().end_col,
             tok().end_line, tok().end_col);
    };
    while (tok().kind == TokenKind::String || tok().kind == TokenKind::FStringStart) {
        const Token& t = tok();
        if (t.kind == TokenKind::FStringStart) {
            if (saw_bytes) mix_error();
            saw_f = saw_str = true;
            flush_pending(parts, pending, t);
            parse_fstring(parts, pending);
            continue;
        }
        size_t q = t.text.find_first_of("'\"");
        bool raw = false, is_bytes = false;
        for (size_t i = 0; i < q; ++i) {
            char c = static_cast<char>(t.text[i] | 0x20);
            raw |= c == 'r';
            is_bytes |= c == 'b';
        }
        if (is_bytes ? saw_str : saw_bytes) mix_error();
        (is_bytes ? saw_bytes : saw_str) = true;
        bool triple = t.text.size() >= q + 6 && t.text[q + 1] == t.text[q] && t.text[q + 2] == t.text[q];
        size_t qlen = triple ? 3 : 1;
        std::string_view body = t.text.substr(q + qlen, t.text.size() - q - 2 * qlen);
        std::string decoded = decode_string_body(t, body, raw, is_bytes, q + qlen);
        advance();
        if (is_bytes) bytes_value += decoded;
        else pending += decoded;
    }
    if (saw_bytes) {
        auto n = start_at<Constant>(first);
        n->value_kind = ConstantKind::Bytes;
        n->str_value = std::move(bytes_value);
        return finish(std::move(n));
    }
    if (!saw_f) {
        auto n = start_at<Constant>(first);
        n->value_kind = ConstantKind::Str;
        n->str_value = std::move(pending);
        return finish(std::move(n));
    }
    flush_pending(parts, pending, prev());
    auto j = start_at<JoinedStr>(first);
    // Adjacent constants (from implicit concatenation around f-strings) merge into one.
    for (auto& p : parts) {
        if (!j->values.empty() && p->kind == ExprKind::Constant &&
            j->values.back()->kind == ExprKind::Constant) {
            j->values.back()->as<Constant>().str_value += p->as<Constant>().str_value;
        } else {
            j->values.push_back(std::move(p));
        }
    }
    return finish(std::move(j));
}

void Parser::parse_fstring(std::vector<ExprPtr>& parts, std::string& pending) {
    const Token& start = advance();
    bool raw = false;
    for (char c : start.text) {
        if (c == '\'' || c == '"') break;
        raw |= (c | 0x20) == 'r';
    }
    for (;;) {
        const Token& t = tok();
        if (t.kind == TokenKind::FStringMiddle) {
            advance();
            pending += decode_fstring_middle(t, raw, false);
        } else if (t.is_op("{")) {
            parse_fstring_field(parts, pending, raw);
        } else if (t.kind == TokenKind::FStringEnd) {
            advance();
            return;
        } else {
            fail_token(t, "f-string: expecting '}'");
        }
    }
}

void Parser::parse_fstring_field(std::vector<ExprPtr>& parts, std::string& pending, bool raw) {
    const Token& open = advance();
    DepthGuard guard(*this);
    if (at_op("}")) fail_token(tok(), "f-string: empty expression not allowed");
    ExprPtr value = at_kw("yield") ? parse_yield_expr() : parse_star_expressions();
    auto fv = start_at<FormattedValue>(*value);
    bool debug = false;
    if (at_op("=")) {
        advance();
        // The debug text runs from after '{' up to the conversion, spec or '}', spaces included.
        const Token& next = tok();
        pending += std::string(m_src.substr(open.end, next.start - open.end));
        debug = true;
    }
    if (at_op("!")) {
        const Token& bang = advance();
        const Token& t = tok();
        if (t.kind == TokenKind::Name && t.start == bang.end &&
            (t.text == "s" || t.text == "r" || t.text == "a")) {
            fv->conversion = t.text[0];
            advance();
        } else {
            fail_token(t, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
        }
    }
    if (at_op(":")) {
        const Token& colon = advance();
        auto spec = start_at<JoinedStr>(colon);
        std::vector<ExprPtr> spec_parts;
        std::string spec_pending;
        for (;;) {
            const Token& t = tok();
            if (t.kind == TokenKind::FStringMiddle) {
                advance();
                spec_pending += decode_fstring_middle(t, raw, true);
            } else if (t.is_op("{")) {
                parse_fstring_field(spec_parts, spec_pending, raw);
            } else {
                break;
            }
        }
        flush_pending(spec_parts, spec_pending, prev());
        spec->values = std::move(spec_parts);
        fv->format_spec = finish(std::move(spec));
    }
    if (!at_op("}")) fail_token(tok(), "f-string: expecting '}'");
    advance();
    if (debug && fv->conversion == -1 && !fv->format_spec) fv->conversion = 'r';
    fv->value = std::move(value);
    fv = finish(std::move(fv));
    flush_pending(parts, pending, open);
    parts.push_back(std::move(fv));
}

}  // namespace detail

// ---- public API ----

SourceLines split_source_lines(std::string_view source) {
    // Normalized text (what the parser passes) has no '\r': find the line ends with memchr.
    if (source.find('\r') == std::string_view::npos) {
        SourceLines lines;
        // Exactly the line count (a final '\n' starts no line), so that a one-line script's
        // line fits in the list's inline slot.
        lines.reserve(size_t(std::count(source.begin(), source.end(), '\n')) +
                      (!source.empty() && source.back() != '\n'));
        const char* p = source.data();
        const char* end = p + source.size();
        while (p < end) {
            const char* nl = static_cast<const char*>(std::memchr(p, '\n', size_t(end - p)));
            if (!nl) {
                lines.emplace_back(p, size_t(end - p));
                break;
            }
            lines.emplace_back(p, size_t(nl - p));
            p = nl + 1;
        }
        return lines;
    }
    // Two passes: count the lines to size the vector once, then copy each line whole.
    auto is_eol = [](char c) { return c == '\n' || c == '\r'; };
    size_t count = 1;
    for (char c : source) count += is_eol(c);
    SourceLines lines;
    lines.reserve(count);
    size_t start = 0;
    for (size_t i = 0; i < source.size(); ++i) {
        char c = source[i];
        if (!is_eol(c)) continue;
        lines.emplace_back(source.substr(start, i - start));
        if (c == '\r' && i + 1 < source.size() && source[i + 1] == '\n') ++i;
        start = i + 1;
    }
    if (start < source.size()) lines.emplace_back(source.substr(start));
    return lines;
}

namespace {

// CPython reports SyntaxError offsets in characters, 1-based.
int to_char_offset(const std::string& line, int byte_col) {
    if (byte_col < 0) return byte_col;
    int chars = 0;
    size_t limit = std::min<size_t>(static_cast<size_t>(byte_col), line.size());
    for (size_t i = 0; i < limit; ++i) {
        if ((static_cast<unsigned char>(line[i]) & 0xc0) != 0x80) ++chars;
    }
    return chars + (byte_col - static_cast<int>(limit)) + 1;
}

SyntaxErrorInfo make_error(const LexError& e, const SourceLines& lines,
                           std::string_view filename) {
    SyntaxErrorInfo info;
    info.type = e.type;
    info.message = e.message;
    info.filename = std::string(filename);
    info.line = e.line;
    info.end_line = e.end_line;
    const std::string empty;
    const std::string& text = e.line >= 1 && static_cast<size_t>(e.line) <= lines.size() ? lines[e.line - 1] : empty;
    info.text = text;
    info.col = to_char_offset(text, e.col);
    const std::string& end_text = e.end_line >= 1 && static_cast<size_t>(e.end_line) <= lines.size() ? lines[e.end_line - 1] : empty;
    info.end_col = to_char_offset(end_text, e.end_col);
    return info;
}

std::optional<SyntaxErrorInfo> check_encoding(std::string_view source, std::string_view filename) {
    if (source.find('\0') != std::string_view::npos) {
        SyntaxErrorInfo info;
        info.message = "source code string cannot contain null bytes";
        info.filename = std::string(filename);
        return info;
    }
    size_t bad = find_invalid_utf8(source);
    if (bad == std::string_view::npos) return std::nullopt;
    auto byte = static_cast<unsigned char>(source[bad]);
    const char* reason = "invalid continuation byte";
    if (byte < 0xc2 || byte > 0xf4) {
        reason = "invalid start byte";
    } else {
        size_t need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
        bool truncated = true;
        for (size_t k = 1; k < need && bad + k < source.size(); ++k) {
            if ((static_cast<unsigned char>(source[bad + k]) & 0xc0) != 0x80) truncated = false;
        }
        if (truncated && bad + need > source.size()) reason = "unexpected end of data";
    }
    int line = 1;
    size_t line_start = 0;
    for (size_t i = 0; i < bad; ++i) {
        if (source[i] == '\n') {
            ++line;
            line_start = i + 1;
        }
    }
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %zu: %s", byte,
                  bad - line_start, reason);
    SyntaxErrorInfo info;
    info.message = buf;
    info.filename = std::string(filename);
    info.line = info.end_line = line;
    // The line is not valid text; quote it up to the bad byte only.
    info.text = std::string(source.substr(line_start, bad - line_start));
    info.col = info.end_col = to_char_offset(info.text, static_cast<int>(bad - line_start));
    return info;
}

std::optional<SyntaxErrorInfo> parse_into(Module& module, std::string_view source, std::string_view filename,
                                          bool interactive, CompileGuard* guard = nullptr) {
    if (auto err = check_encoding(source, filename)) return err;
    // The normalized text and the source lines copy the source: a source too big for the memory
    // limit is refused before anything is made of it.
    if (guard && !guard->tick(2 * source.size())) return limit_error(*guard, filename);
    std::string text = normalize_newlines(source);
    Lexer lexer(text, guard);
    const LexResult& lexed = lexer.tokenize_in_place();
    if (guard && guard->exceeded()) return limit_error(*guard, filename);
    const std::optional<LexError>& lex_error = lexed.error;
    SourceLines lines = split_source_lines(text);
    // The parser puts the nodes in the module's arena, which must outlive every node, including
    // those a syntax error unwinds.
    detail::Parser parser(text, lexed, module.arena);
    parser.set_guard(guard);
    try {
        if (interactive)
            parser.parse_interactive(module);
        else
            parser.parse_file(module);
        module.filename = std::string(filename);
        module.source_lines = std::move(lines);
        // The tokens and the normalized text go when this returns (the lines stay, in the Module).
        if (guard) guard->release(lexed.tokens.size() * 2 * sizeof(Token) + text.size());
        return std::nullopt;
    } catch (const detail::ParseFailure& failure) {
        if (guard && guard->exceeded()) return limit_error(*guard, filename);
        // A tokenizer error anywhere in the file wins over the parser's error: CPython tokenizes
        // the rest of the source after a syntax error and reports what the tokenizer finds.
        // ("unexpected indent" is the exception: CPython reports it without that check.)
        if (lex_error && failure.error.message != "unexpected indent") {
            return make_error(*lex_error, lines, filename);
        }
        return make_error(failure.error, lines, filename);
    }
}

ParseResult parse_with(std::string_view source, std::string_view filename, bool interactive) {
    auto module = std::make_unique<Module>();
    if (auto err = parse_into(*module, source, filename, interactive)) return std::move(*err);
    return module;
}

}  // namespace

ParseResult parse_module(std::string_view source, std::string_view filename) {
    return parse_with(source, filename, false);
}

std::optional<SyntaxErrorInfo> parse_module_into(Module& module, std::string_view source,
                                                 std::string_view filename, CompileGuard* guard) {
    return parse_into(module, source, filename, false, guard);
}

ParseResult parse_interactive(std::string_view source, std::string_view filename) {
    return parse_with(source, filename, true);
}

}  // namespace basilisk::compiler
