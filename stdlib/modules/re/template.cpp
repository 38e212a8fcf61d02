// parse_template (see template.h). Positions are code points into the template.
#include "stdlib/modules/re/template.h"

#include <fmt/format.h>

#include "stdlib/text/utf8.h"

namespace basilisk::stdlib::re {

namespace {

bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }
bool is_octal(char32_t c) { return c >= '0' && c <= '7'; }

std::string utf8_of(std::u32string_view s) {
    std::string out;
    for (char32_t c : s) text::append_utf8(out, c);
    return out;
}

std::string repr_name(std::u32string_view s) {
    std::string body;
    bool single = false, dbl = false;
    for (char32_t c : s) { single |= c == '\''; dbl |= c == '"'; }
    char q = single && !dbl ? '"' : '\'';
    for (char32_t c : s) {
        if (c == char32_t(q) || c == '\\') { body += '\\'; body += char(c); }
        else text::append_utf8(body, c);
    }
    return q + body + q;
}

bool identifier(std::u32string_view s) {
    if (s.empty()) return false;
    for (size_t i = 0; i < s.size(); ++i) {
        char32_t c = s[i];
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
        if (!letter && !(i > 0 && is_digit(c))) return false;
    }
    return true;
}

}  // namespace

bool parse_template(std::string_view source, bool is_bytes, uint32_t groups,
                    const std::vector<std::pair<std::string, uint32_t>>& names, std::vector<TemplatePiece>& out,
                    TemplateError& err) {
    std::u32string s;
    if (is_bytes) for (unsigned char b : source) s += char32_t(b);
    else s = text::to_code_points(source);
    std::u32string literal;
    auto flush = [&] {
        if (literal.empty()) return;
        TemplatePiece p;
        if (is_bytes) for (char32_t c : literal) p.literal += char(c);
        else p.literal = utf8_of(literal);
        out.push_back(std::move(p));
        literal.clear();
    };
    auto fail = [&](std::string msg, int64_t pos) {
        err.error = TranslateError{std::move(msg), pos};
        return false;
    };
    auto add_group = [&](int64_t index, int64_t pos) {
        if (index > int64_t(groups)) return fail(fmt::format("invalid group reference {}", index), pos);
        flush();
        TemplatePiece p;
        p.group = index;
        out.push_back(p);
        return true;
    };
    size_t i = 0;
    while (i < s.size()) {
        char32_t c = s[i++];
        if (c != '\\') { literal += c; continue; }
        if (i >= s.size()) return fail("bad escape (end of pattern)", int64_t(s.size() - 1));
        size_t start = i - 1;
        char32_t e = s[i++];
        if (e == 'g') {
            if (i >= s.size() || s[i] != '<') return fail("missing <", int64_t(i));
            ++i;
            std::u32string name;
            while (true) {
                if (i >= s.size()) {
                    if (name.empty()) return fail("missing group name", int64_t(i));
                    return fail("missing >, unterminated name", int64_t(i - name.size()));
                }
                char32_t x = s[i++];
                if (x == '>') {
                    if (name.empty()) return fail("missing group name", int64_t(i - 1));
                    break;
                }
                name += x;
            }
            int64_t name_pos = int64_t(i - name.size() - 1);
            int64_t index = -1;
            if (identifier(name)) {
                std::string n8 = utf8_of(name);
                for (auto& [k, v] : names) if (k == n8) index = v;
                if (index < 0) {
                    err.error = TranslateError{"unknown group name " + repr_name(name), -1};
                    err.index_error = true;
                    return false;
                }
            } else {
                // int(name): ASCII digits (an optional sign, surrounding spaces and '_' are rare
                // enough to leave out), not negative.
                bool digits = !name.empty();
                for (char32_t x : name) digits &= is_digit(x);
                if (!digits) return fail("bad character in group name " + repr_name(name), name_pos);
                if (name.size() > 10) return fail(fmt::format("invalid group reference {}", utf8_of(name)), name_pos);
                index = std::stoll(utf8_of(name));
            }
            if (!add_group(index, name_pos)) return false;
        } else if (e == '0') {
            uint32_t v = 0;
            for (int k = 0; k < 2 && i < s.size() && is_octal(s[i]); ++k) v = v * 8 + (s[i++] - '0');
            literal += char32_t(v & 0xff);
        } else if (is_digit(e)) {
            bool octal = false;
            if (i < s.size() && is_digit(s[i])) {
                char32_t d2 = s[i++];
                if (is_octal(e) && is_octal(d2) && i < s.size() && is_octal(s[i])) {
                    char32_t d3 = s[i++];
                    uint32_t v = (e - '0') * 64 + (d2 - '0') * 8 + (d3 - '0');
                    if (v > 0377)
                        return fail(fmt::format("octal escape value {} outside of range 0-0o377", utf8_of(s.substr(start, 4))),
                                    int64_t(start));
                    literal += char32_t(v);
                    octal = true;
                }
            }
            if (!octal) {
                int64_t index = 0;
                for (size_t k = start + 1; k < i; ++k) index = index * 10 + (s[k] - '0');
                if (!add_group(index, int64_t(start + 1))) return false;
            }
        } else {
            switch (e) {
                case 'a': literal += char32_t(7); break;
                case 'b': literal += char32_t(8); break;
                case 'f': literal += char32_t(12); break;
                case 'n': literal += char32_t(10); break;
                case 'r': literal += char32_t(13); break;
                case 't': literal += char32_t(9); break;
                case 'v': literal += char32_t(11); break;
                case '\\': literal += char32_t('\\'); break;
                default:
                    if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z'))
                        return fail("bad escape \\" + utf8_of(std::u32string(1, e)), int64_t(start));
                    literal += '\\';
                    literal += e;
            }
        }
    }
    flush();
    return true;
}

}  // namespace basilisk::stdlib::re
