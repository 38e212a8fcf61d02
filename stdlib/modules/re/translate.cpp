// The translation of Python regex syntax to RE2 syntax (see translate.h). The parse mirrors
// CPython 3.11's sre_parse._parse / _parse_sub / _escape / _class_escape / _parse_flags, in
// that order, so that the first error found is CPython's first error, at CPython's position.
#include "stdlib/modules/re/translate.h"

#include <algorithm>

#include <fmt/format.h>

#include "stdlib/text/unicode_names.h"
#include "stdlib/text/utf8.h"

namespace basilisk::stdlib::re {

namespace {

constexpr uint32_t kTypeFlags = kAscii | kLocale | kUnicode;
constexpr uint32_t kGlobalFlags = kDebug | kTemplate;
constexpr uint64_t kMaxRepeat = 4294967295ull;   // sre's MAXREPEAT (CPython raises past it)
constexpr uint64_t kRe2MaxRepeat = 1000;         // RE2's parser refuses larger counts

bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }
bool is_octal(char32_t c) { return c >= '0' && c <= '7'; }
bool is_hex(char32_t c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool is_ascii_letter(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_verbose_space(char32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

uint32_t flag_of(char32_t c) {
    switch (c) {
        case 'i': return kIgnoreCase;
        case 'L': return kLocale;
        case 'm': return kMultiline;
        case 's': return kDotAll;
        case 'x': return kVerbose;
        case 'a': return kAscii;
        case 't': return kTemplate;
        case 'u': return kUnicode;
        default: return 0;
    }
}

// Appends one character as an RE2 atom that means exactly that character, in or out of a class.
void emit_char(std::string& out, char32_t c) {
    if ((c >= '0' && c <= '9') || is_ascii_letter(c) || c == '_') {
        out += char(c);
    } else {
        out += fmt::format("\\x{{{:x}}}", uint32_t(c));
    }
}

std::string repr_text(std::u32string_view s) {
    // Python's repr of a short str (group names in messages): quotes, escapes for ' and \.
    std::string body;
    bool has_single = false, has_double = false;
    for (char32_t c : s) { has_single |= c == '\''; has_double |= c == '"'; }
    char q = has_single && !has_double ? '"' : '\'';
    for (char32_t c : s) {
        if (c == char32_t(q) || c == '\\') { body += '\\'; body += char(c); }
        else if (c == '\n') body += "\\n";
        else if (c == '\t') body += "\\t";
        else if (c == '\r') body += "\\r";
        else if (c < 0x20 || c == 0x7f) body += fmt::format("\\x{:02x}", uint32_t(c));
        else text::append_utf8(body, c);
    }
    return q + body + q;
}

std::string utf8_of(std::u32string_view s) {
    std::string out;
    for (char32_t c : s) text::append_utf8(out, c);
    return out;
}

// Python's str.isidentifier for group names (ASCII rules plus any non-ASCII letter-like code
// point; the Unicode XID tables are not consulted: a rare name CPython refuses is accepted).
bool is_identifier(std::u32string_view s) {
    if (s.empty()) return false;
    for (size_t i = 0; i < s.size(); ++i) {
        char32_t c = s[i];
        bool ok = is_ascii_letter(c) || c == '_' || c >= 0x80 || (i > 0 && is_digit(c));
        if (!ok) return false;
    }
    return true;
}

// What an escape or a class item stands for.
struct Item {
    enum Kind : uint8_t { Literal, Category, At } kind = Literal;
    char32_t ch = 0;      // Literal
    char32_t cat = 0;     // Category (d D s S w W) or At (A Z b B)
};

// Scoped flags that change how this side translates (i and s are left to RE2).
struct Scope {
    bool verbose = false;
    bool ascii = false;      // ASCII classes (re.A, or any bytes pattern)
    bool multiline = false;
};

class Parser {
public:
    Parser(std::u32string src, bool is_bytes, uint32_t flags, bool ascii_text)
        : m_s(std::move(src)), m_bytes(is_bytes), m_ascii_text(ascii_text), m_flags(flags) {}

    std::variant<Translation, TranslateError> run() {
        Scope scope{(m_flags & kVerbose) != 0, m_bytes || (m_flags & kAscii) != 0, (m_flags & kMultiline) != 0};
        std::string body;
        m_t.parent.push_back(0);
        if (!parse_sub(body, scope, 0)) return m_err;
        if (m_i < m_s.size()) {
            // Only a ')' can stop the top level early.
            return TranslateError{"unbalanced parenthesis", int64_t(m_i)};
        }
        // fix_flags
        uint32_t f = m_flags;
        if (!m_bytes) {
            if (f & kLocale) return TranslateError{"cannot use LOCALE flag with a str pattern", -1, true};
            if (!(f & kAscii)) f |= kUnicode;
            else if (f & kUnicode) return TranslateError{"ASCII and UNICODE flags are incompatible", -1, true};
        } else {
            if (f & kUnicode) return TranslateError{"cannot use UNICODE flag with a bytes pattern", -1, true};
            if ((f & kLocale) && (f & kAscii)) return TranslateError{"ASCII and LOCALE flags are incompatible", -1, true};
        }
        m_t.flags = f;
        std::string prefix;
        if (f & (kIgnoreCase | kDotAll)) {
            prefix = "(?";
            if (f & kIgnoreCase) prefix += 'i';
            if (f & kDotAll) prefix += 's';
            prefix += ')';
        }
        m_t.re2 = prefix + body;
        m_t.groups = m_groups;
        return std::move(m_t);
    }

private:
    // ---- Source access (sre_parse.Tokenizer) ----
    bool at_end() const { return m_i >= m_s.size(); }
    char32_t peek() const { return m_i < m_s.size() ? m_s[m_i] : 0; }
    bool match(char32_t c) {
        if (m_i < m_s.size() && m_s[m_i] == c) { ++m_i; return true; }
        return false;
    }
    bool fail(std::string msg, int64_t pos) {
        if (!m_has_err) { m_err = TranslateError{std::move(msg), pos}; m_has_err = true; }
        return false;
    }
    bool unsupported(std::string what, int64_t pos) {
        return fail(what + " not supported (re runs on RE2, a linear-time engine)", pos);
    }
    // getuntil: a name up to `term`; positions as CPython reports them.
    bool get_until(char32_t term, std::string_view what, std::u32string& out) {
        out.clear();
        while (true) {
            if (at_end()) {
                if (out.empty()) return fail(fmt::format("missing {}", what), int64_t(m_i));
                return fail(fmt::format("missing {}, unterminated name", utf8_of(std::u32string(1, term))),
                            int64_t(m_i - out.size()));
            }
            char32_t c = m_s[m_i++];
            if (c == term) {
                if (out.empty()) return fail(fmt::format("missing {}", what), int64_t(m_i - 1));
                return true;
            }
            out += c;
        }
    }

    // ---- _parse_sub: alternatives ----
    bool parse_sub(std::string& out, Scope& scope, int nested) {
        bool first_branch = true;
        while (true) {
            if (!parse_seq(out, scope, nested, nested == 0 && first_branch)) return false;
            if (!match('|')) break;
            out += '|';
            first_branch = false;
        }
        return true;
    }

    enum class Last : uint8_t { None, At, Repeat, Item };

    // ---- _parse: one alternative ----
    bool parse_seq(std::string& out, Scope& scope, int nested, bool first) {
        Last last = Last::None;
        size_t last_start = out.size();
        bool any_item = false;   // sre's `subpattern` is non-empty
        while (!at_end()) {
            char32_t c = peek();
            if (c == '|' || c == ')') break;
            size_t here = m_i;
            ++m_i;
            if (scope.verbose) {
                if (is_verbose_space(c)) continue;
                if (c == '#') {
                    while (!at_end() && m_s[m_i++] != '\n') {}
                    continue;
                }
            }
            if (c == '\\') {
                if (at_end()) return fail("bad escape (end of pattern)", int64_t(m_s.size() - 1));
                Item it;
                if (!escape(it, here)) return false;
                last_start = out.size();
                if (it.kind == Item::At) {
                    emit_at(out, it.cat);
                    last = Last::At;
                } else {
                    emit_item(out, it, scope);
                    last = Last::Item;
                }
                any_item = true;
            } else if (c == '[') {
                last_start = out.size();
                if (!parse_class(out, scope, here)) return false;
                last = Last::Item;
                any_item = true;
            } else if (c == '*' || c == '+' || c == '?' || c == '{') {
                uint64_t lo = 0, hi = UINT64_MAX;
                if (c == '?') hi = 1;
                else if (c == '+') lo = 1;
                else if (c == '{') {
                    if (peek() == '}') {
                        emit_char(out, '{');
                        last_start = out.size() - 6;
                        last = Last::Item;
                        any_item = true;
                        continue;
                    }
                    size_t lo_start = m_i;
                    while (is_digit(peek())) ++m_i;
                    std::u32string lo_s = m_s.substr(lo_start, m_i - lo_start), hi_s;
                    if (match(',')) {
                        size_t hi_start = m_i;
                        while (is_digit(peek())) ++m_i;
                        hi_s = m_s.substr(hi_start, m_i - hi_start);
                    } else {
                        hi_s = lo_s;
                    }
                    if (!match('}')) {
                        m_i = here + 1;
                        last_start = out.size();
                        emit_char(out, '{');
                        last = Last::Item;
                        any_item = true;
                        continue;
                    }
                    if (!lo_s.empty()) {
                        if (lo_s.size() > 10 || (lo = std::stoull(utf8_of(lo_s))) >= kMaxRepeat)
                            return overflow("the repetition number is too large");
                    }
                    if (!hi_s.empty()) {
                        if (hi_s.size() > 10 || (hi = std::stoull(utf8_of(hi_s))) >= kMaxRepeat)
                            return overflow("the repetition number is too large");
                        if (hi < lo) return fail("min repeat greater than max repeat", int64_t(lo_start));
                    }
                }
                if (last == Last::None || last == Last::At) return fail("nothing to repeat", int64_t(here));
                if (last == Last::Repeat) return fail("multiple repeat", int64_t(here));
                if ((lo != UINT64_MAX && lo > kRe2MaxRepeat) || (hi != UINT64_MAX && hi > kRe2MaxRepeat))
                    return fail(fmt::format("repetition count above {} not supported by RE2", kRe2MaxRepeat), int64_t(here));
                std::string q;
                if (c == '{') {
                    if (hi == UINT64_MAX) q = fmt::format("{{{},}}", lo);
                    else if (hi == lo) q = fmt::format("{{{}}}", lo);
                    else q = fmt::format("{{{},{}}}", lo, hi);
                } else {
                    q = std::string(1, char(c));
                }
                if (match('?')) q += '?';
                else if (peek() == '+') return unsupported("possessive quantifiers are", int64_t(m_i));
                // RE2 applies a quantifier to the last atom, as Python does; every atom emitted
                // here is one RE2 atom, so the quantifier goes straight after it.
                (void)last_start;
                out += q;
                last = Last::Repeat;
            } else if (c == '.') {
                last_start = out.size();
                out += '.';
                last = Last::Item;
                any_item = true;
            } else if (c == '^') {
                last_start = out.size();
                out += scope.multiline ? "(?m:^)" : "\\A";
                last = Last::At;
                any_item = true;
            } else if (c == '$') {
                last_start = out.size();
                if (scope.multiline) {
                    out += "(?m:$)";
                } else {
                    out += "\\z";
                    m_t.has_dollar = true;
                }
                last = Last::At;
                any_item = true;
            } else if (c == '(') {
                int r = parse_group(out, scope, nested, first && !any_item, here);
                if (r < 0) return false;
                if (r == 1) {
                    last_start = out.size();
                    last = Last::Item;
                    any_item = true;
                }
                // r == 0: a comment or global flags (no item).
            } else {
                last_start = out.size();
                lit(out, c);
                last = Last::Item;
                any_item = true;
            }
        }
        return true;
    }

    bool overflow(std::string msg) {
        // CPython raises OverflowError here; it reaches the user as such.
        if (!m_has_err) { m_err = TranslateError{std::move(msg), -2}; m_has_err = true; }
        return false;
    }

    // A group at `start` ('(' consumed). 1: an item was emitted; 0: nothing (comment, global
    // flags); -1: error.
    int parse_group(std::string& out, Scope& scope, int nested, bool may_set_global, size_t start) {
        bool capture = true;
        std::u32string name;
        uint32_t add = 0, del = 0;
        if (match('?')) {
            if (at_end()) return fail("unexpected end of pattern", int64_t(m_i)), -1;
            char32_t ch = m_s[m_i++];
            if (ch == 'P') {
                if (match('<')) {
                    if (!get_until('>', "group name", name)) return -1;
                    if (!is_identifier(name) || (m_bytes && !std::all_of(name.begin(), name.end(), [](char32_t x) { return x < 0x80; })))
                        return fail("bad character in group name " + repr_text(name), int64_t(m_i - name.size() - 1)), -1;
                } else if (match('=')) {
                    if (!get_until(')', "group name", name)) return -1;
                    int64_t npos = int64_t(m_i - name.size() - 1);
                    if (!is_identifier(name)) return fail("bad character in group name " + repr_text(name), npos), -1;
                    std::string n8 = utf8_of(name);
                    uint32_t gid = 0;
                    for (auto& [k, v] : m_t.names) if (k == n8) gid = v;
                    if (gid == 0) return fail("unknown group name " + repr_text(name), npos), -1;
                    if (is_open(gid)) return fail("cannot refer to an open group", npos), -1;
                    return unsupported("backreferences (?P=name) are", int64_t(start)), -1;
                } else {
                    if (at_end()) return fail("unexpected end of pattern", int64_t(m_i)), -1;
                    char32_t x = m_s[m_i++];
                    return fail("unknown extension ?P" + utf8_of(std::u32string(1, x)), int64_t(m_i - 3)), -1;
                }
            } else if (ch == ':') {
                capture = false;
            } else if (ch == '#') {
                while (true) {
                    if (at_end()) return fail("missing ), unterminated comment", int64_t(start)), -1;
                    if (m_s[m_i++] == ')') break;
                }
                return 0;
            } else if (ch == '=' || ch == '!' || ch == '<') {
                if (ch == '<') {
                    if (at_end()) return fail("unexpected end of pattern", int64_t(m_i)), -1;
                    char32_t x = m_s[m_i++];
                    if (x != '=' && x != '!')
                        return fail("unknown extension ?<" + utf8_of(std::u32string(1, x)), int64_t(m_i - 3)), -1;
                    return unsupported(x == '=' ? "look-behind assertions (?<=...) are" : "negative look-behind assertions (?<!...) are",
                                       int64_t(start)), -1;
                }
                return unsupported(ch == '=' ? "look-ahead assertions (?=...) are" : "negative look-ahead assertions (?!...) are",
                                   int64_t(start)), -1;
            } else if (ch == '(') {
                return unsupported("conditional groups (?(...)...) are", int64_t(start)), -1;
            } else if (ch == '>') {
                return unsupported("atomic groups (?>...) are", int64_t(start)), -1;
            } else if (flag_of(ch) || ch == '-') {
                int r = parse_flags(ch, add, del);
                if (r < 0) return -1;
                if (r == 0) {   // global flags
                    if (!may_set_global)
                        return fail("global flags not at the start of the expression", int64_t(start)), -1;
                    m_flags |= add;
                    if (add & kVerbose) scope.verbose = true;
                    if (add & kAscii) scope.ascii = true;
                    if (add & kMultiline) scope.multiline = true;
                    return 0;
                }
                capture = false;
            } else {
                return fail("unknown extension ?" + utf8_of(std::u32string(1, ch)), int64_t(m_i - 2)), -1;
            }
        }
        uint32_t gid = 0;
        if (capture) {
            gid = ++m_groups;
            if (!name.empty()) {
                std::string n8 = utf8_of(name);
                for (auto& [k, v] : m_t.names) {
                    if (k == n8)
                        return fail(fmt::format("redefinition of group name {} as group {}; was group {}", repr_text(name), gid, v),
                                    int64_t(m_i - name.size() - 1)), -1;
                }
                m_t.names.emplace_back(n8, gid);
            }
            m_t.parent.push_back(m_open.empty() ? 0 : m_open.back());
            m_open.push_back(gid);
            out += '(';
        } else {
            // Only i and s reach RE2; m, x and a are resolved on this side.
            std::string on, off;
            if (add & kIgnoreCase) on += 'i';
            if (add & kDotAll) on += 's';
            if (del & kIgnoreCase) off += 'i';
            if (del & kDotAll) off += 's';
            out += "(?" + on + (off.empty() ? "" : "-" + off) + ":";
        }
        Scope inner = scope;
        if (add & kVerbose) inner.verbose = true;
        if (del & kVerbose) inner.verbose = false;
        if (add & kAscii) inner.ascii = true;
        if (add & kUnicode) inner.ascii = m_bytes;
        if (add & kMultiline) inner.multiline = true;
        if (del & kMultiline) inner.multiline = false;
        if (!parse_sub(out, inner, nested + 1)) return -1;
        if (!match(')')) return fail("missing ), unterminated subpattern", int64_t(start)), -1;
        if (capture) m_open.pop_back();
        out += ')';
        return 1;
    }

    bool is_open(uint32_t gid) const {
        for (uint32_t g : m_open) if (g == gid) return true;
        return false;
    }

    // _parse_flags, `ch` the first flag char (already consumed). 0: global flags ("(?i)"), 1:
    // scoped ("(?i-s:"), -1: error.
    int parse_flags(char32_t ch, uint32_t& add, uint32_t& del) {
        auto char_str = [](char32_t c) { std::string s; text::append_utf8(s, c); return s; };
        if (ch != '-') {
            while (true) {
                uint32_t flag = flag_of(ch);
                if (!m_bytes && ch == 'L') return fail("bad inline flags: cannot use 'L' flag with a str pattern", int64_t(m_i)), -1;
                if (m_bytes && ch == 'u') return fail("bad inline flags: cannot use 'u' flag with a bytes pattern", int64_t(m_i)), -1;
                add |= flag;
                if ((flag & kTypeFlags) && (add & kTypeFlags) != flag)
                    return fail("bad inline flags: flags 'a', 'u' and 'L' are incompatible", int64_t(m_i)), -1;
                if (at_end()) return fail("missing -, : or )", int64_t(m_i)), -1;
                ch = m_s[m_i++];
                if (ch == ')' || ch == '-' || ch == ':') break;
                if (!flag_of(ch)) {
                    bool alpha = is_ascii_letter(ch) || ch >= 0x80;
                    return fail(alpha ? "unknown flag" : "missing -, : or )", int64_t(m_i - 1)), -1;
                }
            }
        }
        (void)char_str;
        if (ch == ')') return 0;
        if (add & kGlobalFlags) return fail("bad inline flags: cannot turn on global flag", int64_t(m_i - 1)), -1;
        if (ch == '-') {
            if (at_end()) return fail("missing flag", int64_t(m_i)), -1;
            ch = m_s[m_i++];
            if (!flag_of(ch)) {
                bool alpha = is_ascii_letter(ch) || ch >= 0x80;
                return fail(alpha ? "unknown flag" : "missing flag", int64_t(m_i - 1)), -1;
            }
            while (true) {
                uint32_t flag = flag_of(ch);
                if (flag & kTypeFlags) return fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", int64_t(m_i)), -1;
                del |= flag;
                if (at_end()) return fail("missing :", int64_t(m_i)), -1;
                ch = m_s[m_i++];
                if (ch == ':') break;
                if (!flag_of(ch)) {
                    bool alpha = is_ascii_letter(ch) || ch >= 0x80;
                    return fail(alpha ? "unknown flag" : "missing :", int64_t(m_i - 1)), -1;
                }
            }
        }
        if (del & kGlobalFlags) return fail("bad inline flags: cannot turn off global flag", int64_t(m_i - 1)), -1;
        if (add & del) return fail("bad inline flags: flag turned on and off", int64_t(m_i - 1)), -1;
        return 1;
    }

    // ---- Escapes ----
    // Reads hex digits after \x \u \U; `n` of them required.
    bool hex_escape(size_t start, size_t n, char32_t& out) {
        size_t k = 0;
        uint32_t v = 0;
        while (k < n && m_i < m_s.size() && is_hex(m_s[m_i])) {
            char32_t d = m_s[m_i++];
            v = v * 16 + (is_digit(d) ? d - '0' : (d | 0x20) - 'a' + 10);
            ++k;
        }
        if (k != n)
            return fail("incomplete escape " + utf8_of(m_s.substr(start, m_i - start)), int64_t(start));
        out = v;
        return true;
    }

    // The escapes both _escape and _class_escape know: \x \u \U \N. 1 handled, 0 not, -1 error.
    int common_escape(char32_t c, size_t start, Item& it) {
        if (c == 'x') {
            if (!hex_escape(start, 2, it.ch)) return -1;
            return 1;
        }
        if (!m_bytes && c == 'u') {
            if (!hex_escape(start, 4, it.ch)) return -1;
            return 1;
        }
        if (!m_bytes && c == 'U') {
            if (!hex_escape(start, 8, it.ch)) return -1;
            if (it.ch > 0x10FFFF) return fail("bad escape " + utf8_of(m_s.substr(start, m_i - start)), int64_t(start)), -1;
            return 1;
        }
        if (!m_bytes && c == 'N') {
            if (!match('{')) return fail("missing {", int64_t(m_i)), -1;
            std::u32string name;
            if (!get_until('}', "character name", name)) return -1;
            auto cp = text::lookup_unicode_name(utf8_of(name));
            if (!cp) return fail("undefined character name " + repr_text(name), int64_t(start)), -1;
            it.ch = *cp;
            return 1;
        }
        return 0;
    }

    static bool simple_escape(char32_t c, char32_t& out, bool in_class) {
        switch (c) {
            case 'a': out = 7; return true;
            case 'f': out = 12; return true;
            case 'n': out = 10; return true;
            case 'r': out = 13; return true;
            case 't': out = 9; return true;
            case 'v': out = 11; return true;
            case '\\': out = '\\'; return true;
            case 'b': if (in_class) { out = 8; return true; } return false;
            default: return false;
        }
    }

    // _escape: `start` is the backslash's position; the char after it is at m_i.
    bool escape(Item& it, size_t start) {
        char32_t c = m_s[m_i++];
        if (c == 'A' || c == 'Z' || c == 'b' || c == 'B') { it.kind = Item::At; it.cat = c; return true; }
        if (c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W') { it.kind = Item::Category; it.cat = c; return true; }
        if (simple_escape(c, it.ch, false)) return true;
        int r = common_escape(c, start, it);
        if (r < 0) return false;
        if (r > 0) return true;
        if (c == '0') {
            uint32_t v = 0;
            for (int k = 0; k < 2 && is_octal(peek()); ++k) v = v * 8 + (m_s[m_i++] - '0');
            it.ch = v;
            return true;
        }
        if (is_digit(c)) {
            if (is_digit(peek())) {
                char32_t d2 = m_s[m_i++];
                if (is_octal(c) && is_octal(d2) && is_octal(peek())) {
                    char32_t d3 = m_s[m_i++];
                    uint32_t v = (c - '0') * 64 + (d2 - '0') * 8 + (d3 - '0');
                    if (v > 0377)
                        return fail(fmt::format("octal escape value {} outside of range 0-0o377", utf8_of(m_s.substr(start, 4))),
                                    int64_t(start));
                    it.ch = v;
                    return true;
                }
            }
            uint32_t group = 0;
            for (size_t k = start + 1; k < m_i; ++k) group = group * 10 + (m_s[k] - '0');
            if (group < m_groups + 1) {
                if (is_open(group)) return fail("cannot refer to an open group", int64_t(start));
                return unsupported("backreferences (\\" + std::to_string(group) + ") are", int64_t(start));
            }
            return fail(fmt::format("invalid group reference {}", group), int64_t(start + 1));
        }
        if (is_ascii_letter(c)) return fail("bad escape \\" + utf8_of(std::u32string(1, c)), int64_t(start));
        it.ch = c;
        return true;
    }

    // _class_escape.
    bool class_escape(Item& it, size_t start) {
        char32_t c = m_s[m_i++];
        if (simple_escape(c, it.ch, true)) return true;
        if (c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W') { it.kind = Item::Category; it.cat = c; return true; }
        int r = common_escape(c, start, it);
        if (r < 0) return false;
        if (r > 0) return true;
        if (is_octal(c)) {
            uint32_t v = c - '0';
            for (int k = 0; k < 2 && is_octal(peek()); ++k) v = v * 8 + (m_s[m_i++] - '0');
            if (v > 0377)
                return fail(fmt::format("octal escape value {} outside of range 0-0o377", utf8_of(m_s.substr(start, m_i - start))),
                            int64_t(start));
            it.ch = v;
            return true;
        }
        if (is_digit(c) || is_ascii_letter(c))
            return fail("bad escape " + utf8_of(m_s.substr(start, m_i - start)), int64_t(start));
        it.ch = c;
        return true;
    }

    // ---- Emission ----
    void lit(std::string& out, char32_t c) {
        if (c >= 0x80) m_t.non_ascii_literal = true;
        emit_char(out, c);
    }

    static void emit_at(std::string& out, char32_t at) {
        switch (at) {
            case 'A': out += "\\A"; break;
            case 'Z': out += "\\z"; break;
            case 'b': out += "\\b"; break;
            default: out += "\\B"; break;
        }
    }

    // A category's members as the inside of an RE2 class. `complement`: the category is the
    // complement of what `body` lists (RE2 classes cannot nest a negation).
    static void category_body(char32_t cat, bool ascii, bool ascii_text, std::string& body, bool& complement) {
        complement = false;
        if (!ascii && ascii_text) {
            // Unicode classes restricted to ASCII: \s keeps \x1c-\x1f, which str.isspace counts.
            switch (cat) {
                case 'd': body = "0-9"; break;
                case 'D': body = "\\D"; break;
                case 'w': body = "\\w"; break;
                case 'W': body = "\\W"; break;
                case 's': body = "\\t-\\r\\x{1c}-\\x{20}"; break;
                default: body = "\\t-\\r\\x{1c}-\\x{20}"; complement = true; break;
            }
            return;
        }
        if (ascii) {
            switch (cat) {
                case 'd': body = "0-9"; break;
                case 'D': body = "\\D"; break;
                case 'w': body = "\\w"; break;
                case 'W': body = "\\W"; break;
                case 's': body = "[:space:]"; break;
                default: body = "[:^space:]"; break;
            }
            return;
        }
        switch (cat) {
            // str.isdecimal, str.isalnum + '_', str.isspace: CPython's Unicode \d \w \s.
            case 'd': body = "\\p{Nd}"; break;
            case 'D': body = "\\P{Nd}"; break;
            case 'w': body = "\\p{L}\\p{N}_"; break;
            case 'W': body = "\\p{L}\\p{N}_"; complement = true; break;
            case 's': body = "\\t-\\r\\x{1c}-\\x{1f}\\x{85}\\p{Z}"; break;
            default: body = "\\t-\\r\\x{1c}-\\x{1f}\\x{85}\\p{Z}"; complement = true; break;
        }
    }

    void emit_item(std::string& out, const Item& it, const Scope& scope) {
        if (it.kind == Item::Literal) {
            if (it.ch >= 0x80) m_t.non_ascii_literal = true;
            emit_char(out, it.ch);
            return;
        }
        std::string body;
        bool complement;
        category_body(it.cat, scope.ascii, m_ascii_text, body, complement);
        out += complement ? "[^" : "[";
        out += body;
        out += ']';
    }

    // A character set; '[' at `start` consumed.
    bool parse_class(std::string& out, const Scope& scope, size_t start) {
        std::string body;
        std::vector<std::string> complements;
        bool negate = match('^');
        bool any = false;
        auto add_item = [&](const Item& it) {
            if (it.kind == Item::Literal) {
                lit(body, it.ch);
            } else {
                std::string b;
                bool comp;
                category_body(it.cat, scope.ascii, m_ascii_text, b, comp);
                if (comp) complements.push_back(b);
                else body += b;
            }
        };
        while (true) {
            if (at_end()) return fail("unterminated character set", int64_t(start));
            size_t this_pos = m_i;
            char32_t c = m_s[m_i++];
            if (c == ']' && any) break;
            Item code1;
            if (c == '\\') {
                if (at_end()) return fail("bad escape (end of pattern)", int64_t(m_s.size() - 1));
                if (!class_escape(code1, this_pos)) return false;
            } else {
                code1.ch = c;
            }
            size_t this_end = m_i;
            any = true;
            if (match('-')) {
                if (at_end()) return fail("unterminated character set", int64_t(start));
                size_t that_pos = m_i;
                char32_t d = m_s[m_i++];
                if (d == ']') {
                    add_item(code1);
                    emit_char(body, '-');
                    break;
                }
                Item code2;
                if (d == '\\') {
                    if (at_end()) return fail("bad escape (end of pattern)", int64_t(m_s.size() - 1));
                    if (!class_escape(code2, that_pos)) return false;
                } else {
                    code2.ch = d;
                }
                if (code1.kind != Item::Literal || code2.kind != Item::Literal || code2.ch < code1.ch) {
                    // CPython names the range by its source text (an escape as its first two chars).
                    std::u32string a = m_s.substr(this_pos, c == '\\' ? 2 : 1);
                    std::u32string b = m_s.substr(that_pos, d == '\\' ? 2 : 1);
                    (void)this_end;
                    return fail("bad character range " + utf8_of(a) + "-" + utf8_of(b), int64_t(this_pos));
                }
                lit(body, code1.ch);
                body += '-';
                lit(body, code2.ch);
            } else {
                add_item(code1);
            }
        }
        if (complements.empty()) {
            out += negate ? "[^" : "[";
            out += body;
            out += ']';
            return true;
        }
        if (!negate) {
            out += "(?:";
            for (size_t k = 0; k < complements.size(); ++k) {
                if (k) out += '|';
                out += "[^" + complements[k] + "]";
            }
            if (!body.empty()) out += "|[" + body + "]";
            out += ')';
            return true;
        }
        if (body.empty() && complements.size() == 1) {
            out += "[" + complements[0] + "]";
            return true;
        }
        return unsupported("a negated set that mixes \\W or \\S with other items is", int64_t(start));
    }

    std::u32string m_s;
    size_t m_i = 0;
    bool m_bytes;
    bool m_ascii_text;
    uint32_t m_flags;
    uint32_t m_groups = 0;
    std::vector<uint32_t> m_open;
    Translation m_t;
    TranslateError m_err;
    bool m_has_err = false;
};

}  // namespace

std::variant<Translation, TranslateError> translate(std::string_view pattern, bool is_bytes, uint32_t flags, bool ascii_text) {
    std::u32string src;
    if (is_bytes) {
        src.reserve(pattern.size());
        for (unsigned char b : pattern) src += char32_t(b);
    } else {
        src = text::to_code_points(pattern);
    }
    return Parser(std::move(src), is_bytes, flags, ascii_text).run();
}

}  // namespace basilisk::stdlib::re
