// The simple-pattern matcher (see simple.h).
#include "stdlib/modules/re/simple.h"

#include <cstring>

#include <boost/container/small_vector.hpp>

namespace basilisk::stdlib::re {

namespace {

using ByteSet = std::bitset<256>;

constexpr size_t kMaxVariableItems = 64;

bool is_word(unsigned c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

ByteSet set_of(bool (*pred)(unsigned)) {
    ByteSet s;
    for (unsigned c = 0; c < 256; ++c) s[c] = pred(c);
    return s;
}

// Reads the subset of RE2 syntax translate() writes; anything else makes the pattern not simple.
class Parser {
public:
    explicit Parser(std::string_view s) : m_s(s) {}

    std::unique_ptr<SimpleProgram> run() {
        auto p = std::make_unique<SimpleProgram>();
        if (m_s.starts_with("(?s)")) {
            m_dotall = true;
            m_i = 4;
        }
        std::vector<int64_t> open;   // group number, or -1 for (?:
        bool quantifiable = false;   // the last node is an Item that has no quantifier yet
        while (m_i < m_s.size()) {
            char c = m_s[m_i];
            if (c == '*' || c == '+' || c == '?' || c == '{') {
                if (!quantifiable || !quantifier(p->nodes.back())) return nullptr;
                quantifiable = false;
                continue;
            }
            quantifiable = false;
            if (eat("(?m:^)")) {
                p->nodes.push_back(node(SimpleNode::LineBegin));
            } else if (eat("(?m:$)")) {
                p->nodes.push_back(node(SimpleNode::LineEnd));
            } else if (eat("\\A")) {
                p->nodes.push_back(node(SimpleNode::TextBegin));
            } else if (eat("\\z")) {
                p->nodes.push_back(node(SimpleNode::TextEnd));
            } else if (eat("(?:")) {
                open.push_back(-1);
            } else if (c == '(') {
                if (m_i + 1 < m_s.size() && m_s[m_i + 1] == '?') return nullptr;   // scoped flags
                ++m_i;
                SimpleNode n = node(SimpleNode::Open);
                n.group = ++p->groups;
                open.push_back(n.group);
                p->nodes.push_back(n);
            } else if (c == ')') {
                ++m_i;
                if (open.empty()) return nullptr;
                if (open.back() >= 0) {
                    SimpleNode n = node(SimpleNode::Close);
                    n.group = uint32_t(open.back());
                    p->nodes.push_back(n);
                }
                open.pop_back();
            } else {
                SimpleNode n;
                if (!atom(n.set)) return nullptr;
                p->nodes.push_back(n);
                quantifiable = true;
            }
        }
        if (!open.empty()) return nullptr;
        // The matcher recurses once per item with a variable count: a bounded stack.
        size_t variable = 0;
        for (const SimpleNode& n : p->nodes) variable += n.kind == SimpleNode::Item && n.min != n.max;
        if (variable > kMaxVariableItems) return nullptr;
        finish(*p);
        return p;
    }

private:
    static void finish(SimpleProgram& p) {
        for (SimpleNode& n : p.nodes) {
            for (size_t c = 0; c < 256; ++c) n.member[c] = n.set[c];
            n.all_but_newline = n.set.count() == 255 && !n.set['\n'];
            n.single = n.kind == SimpleNode::Item && n.min == 1 && n.max == 1;
        }
        // The leading literal bytes (group starts are zero-width and do not end the prefix).
        size_t i = 0;
        for (; i < p.nodes.size(); ++i) {
            const SimpleNode& n = p.nodes[i];
            if (n.kind == SimpleNode::Open) continue;
            if (n.kind != SimpleNode::Item || n.min != 1 || n.max != 1 || n.set.count() != 1) break;
            for (size_t c = 0; c < 256; ++c)
                if (n.set[c]) p.prefix += char(c);
        }
        p.run_only = p.nodes.size() == 1 && p.nodes[0].kind == SimpleNode::Item && p.nodes[0].min == 1 && !p.nodes[0].lazy;
        for (i = 0; i < p.nodes.size() && p.nodes[i].kind == SimpleNode::Open; ++i) {}
        if (i < p.nodes.size()) {
            if (p.nodes[i].kind == SimpleNode::TextBegin) p.begin_only = true;
            else if (p.nodes[i].kind == SimpleNode::Item && p.nodes[i].min > 0) p.first = int(i);
        }
    }

    static SimpleNode node(SimpleNode::Kind k) {
        SimpleNode n;
        n.kind = k;
        return n;
    }

    bool eat(std::string_view t) {
        if (!m_s.substr(m_i).starts_with(t)) return false;
        m_i += t.size();
        return true;
    }

    bool number(uint32_t& v) {
        size_t start = m_i;
        v = 0;
        while (m_i < m_s.size() && m_s[m_i] >= '0' && m_s[m_i] <= '9' && m_i - start < 6) v = v * 10 + uint32_t(m_s[m_i++] - '0');
        return m_i > start;
    }

    bool quantifier(SimpleNode& n) {
        char c = m_s[m_i++];
        if (c == '*') n.min = 0, n.max = UINT32_MAX;
        else if (c == '+') n.min = 1, n.max = UINT32_MAX;
        else if (c == '?') n.min = 0, n.max = 1;
        else {
            if (!number(n.min)) return false;
            n.max = n.min;
            if (eat(",")) {
                n.max = UINT32_MAX;
                if (m_i < m_s.size() && m_s[m_i] != '}' && !number(n.max)) return false;
            }
            if (!eat("}") || n.max < n.min) return false;
        }
        n.lazy = eat("?");
        return true;
    }

    // One single-byte atom outside a class.
    bool atom(ByteSet& set) {
        char c = m_s[m_i];
        if (c == '.') {
            ++m_i;
            set.set();
            if (!m_dotall) set.reset('\n');
            return true;
        }
        if (c == '[') {
            ++m_i;
            return klass(set);
        }
        unsigned ch;
        if (!literal(ch)) return false;
        set.set(ch);
        return true;
    }

    // A literal character (raw word char or escape) in or out of a class.
    bool literal(unsigned& ch) {
        char c = m_s[m_i];
        if (is_word(static_cast<unsigned char>(c))) {
            ch = static_cast<unsigned char>(c);
            ++m_i;
            return true;
        }
        if (c != '\\' || m_i + 1 >= m_s.size()) return false;
        char e = m_s[m_i + 1];
        static constexpr std::string_view kCtl = "tnvfr";
        static constexpr unsigned kCtlValue[] = {9, 10, 11, 12, 13};
        if (auto k = kCtl.find(e); k != std::string_view::npos) {
            ch = kCtlValue[k];
            m_i += 2;
            return true;
        }
        if (e != 'x' || m_i + 2 >= m_s.size() || m_s[m_i + 2] != '{') return false;
        size_t j = m_i + 3;
        ch = 0;
        while (j < m_s.size() && m_s[j] != '}') {
            char h = m_s[j++];
            unsigned d = h >= '0' && h <= '9' ? unsigned(h - '0') : h >= 'a' && h <= 'f' ? unsigned(h - 'a' + 10) : 256;
            if (d > 15) return false;
            ch = ch * 16 + d;
            if (ch > 255) return false;
        }
        if (j >= m_s.size() || j == m_i + 3) return false;
        m_i = j + 1;
        return true;
    }

    // A class body after '['.
    bool klass(ByteSet& set) {
        bool negate = eat("^");
        while (true) {
            if (m_i >= m_s.size()) return false;
            if (eat("]")) break;
            if (eat("\\w")) set |= set_of(is_word);
            else if (eat("\\W")) set |= ~set_of(is_word);
            else if (eat("\\d")) set |= set_of([](unsigned c) { return c >= '0' && c <= '9'; });
            else if (eat("\\D")) set |= ~set_of([](unsigned c) { return c >= '0' && c <= '9'; });
            else if (eat("[:space:]")) set |= set_of([](unsigned c) { return c == ' ' || (c >= 9 && c <= 13); });
            else if (eat("[:^space:]")) set |= ~set_of([](unsigned c) { return c == ' ' || (c >= 9 && c <= 13); });
            else {
                unsigned lo, hi;
                if (!literal(lo)) return false;
                hi = lo;
                if (m_i + 1 < m_s.size() && m_s[m_i] == '-' && m_s[m_i + 1] != ']') {
                    ++m_i;
                    if (!literal(hi) || hi < lo) return false;
                }
                for (unsigned c = lo; c <= hi; ++c) set.set(c);
            }
        }
        if (negate) set.flip();
        return true;
    }

    std::string_view m_s;
    size_t m_i = 0;
    bool m_dotall = false;
};

// How many of the first `limit` bytes at `s` are in the item's set, one after another.
size_t run_length(const SimpleNode& nd, const unsigned char* s, size_t limit) {
    if (nd.all_but_newline) {
        // `.`: a run up to the next newline.
        const void* nl = std::memchr(s, '\n', limit);
        return nl ? size_t(static_cast<const unsigned char*>(nl) - s) : limit;
    }
    const bool* member = nd.member.data();
    size_t k = 0;
    while (k < limit && member[s[k]]) ++k;
    return k;
}

class Matcher {
public:
    Matcher(const SimpleProgram& p, std::string_view text, bool full, size_t budget)
        : m_nodes(p.nodes), m_s(reinterpret_cast<const unsigned char*>(text.data())), m_n(text.size()), m_full(full),
          m_budget(budget), m_caps(2 * (size_t(p.groups) + 1), -1) {}

    // Whether the program matches at `pos` (the match end in m_end, the groups in m_caps).
    bool at(size_t i, size_t pos) {
        const size_t count = m_nodes.size();
        for (; i < count; ++i) {
            const SimpleNode& nd = m_nodes[i];
            if (nd.single) {
                // One byte, the most common item: no run, no backtracking point.
                if (pos == m_n || !nd.member[m_s[pos]]) return false;
                ++pos;
                continue;
            }
            switch (nd.kind) {
                case SimpleNode::Open: m_caps[2 * nd.group] = int64_t(pos); continue;
                case SimpleNode::Close: m_caps[2 * nd.group + 1] = int64_t(pos); continue;
                case SimpleNode::TextBegin: if (pos != 0) return false; continue;
                case SimpleNode::TextEnd: if (pos != m_n) return false; continue;
                case SimpleNode::LineBegin: if (pos != 0 && m_s[pos - 1] != '\n') return false; continue;
                case SimpleNode::LineEnd: if (pos != m_n && m_s[pos] != '\n') return false; continue;
                case SimpleNode::Item: break;
            }
            size_t room = m_n - pos;
            size_t limit = nd.max < room ? nd.max : room;
            if (nd.min > limit) return false;
            size_t k = 0;
            if (nd.min == nd.max || !nd.lazy) {
                k = run_length(nd, m_s + pos, limit);
                if (!charge(k + 1) || k < nd.min) return false;
                if (nd.min == nd.max) {
                    pos += nd.min;
                    continue;
                }
                // Greedy: the longest run first, then one byte shorter at a time.
                for (size_t j = k;; --j) {
                    if (at(i + 1, pos + j)) return true;
                    if (m_gave_up || j == nd.min || !charge(1)) return false;
                }
            }
            for (size_t j = 0; j < nd.min; ++j)
                if (!nd.member[m_s[pos + j]]) return false;
            for (size_t j = nd.min;; ++j) {
                if (at(i + 1, pos + j)) return true;
                if (m_gave_up || j == limit || !nd.member[m_s[pos + j]] || !charge(1)) return false;
            }
        }
        if ((m_full && pos != m_n) || pos == m_no_empty_at) return false;
        m_end = pos;
        return true;
    }

    bool charge(size_t steps) {
        if (steps > m_budget) {
            m_gave_up = true;
            return false;
        }
        m_budget -= steps;
        return true;
    }

    const std::vector<SimpleNode>& m_nodes;
    const unsigned char* m_s;
    size_t m_n;
    bool m_full;
    size_t m_budget;
    bool m_gave_up = false;
    size_t m_end = 0;
    size_t m_no_empty_at = SIZE_MAX;   // an attempt starting here must not end here
    boost::container::small_vector<int64_t, 24> m_caps;
};

}  // namespace

std::unique_ptr<SimpleProgram> parse_simple(std::string_view re2_pattern) { return Parser(re2_pattern).run(); }

SimpleResult simple_search(const SimpleProgram& p, std::string_view text, size_t start, int anchor, int64_t* spans, int n,
                           bool must_advance) {
    if (start > text.size()) return SimpleResult::NoMatch;
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    if (p.run_only && anchor == 0) {
        // One greedy item of at least one byte (\s+, \d+, [,;]): the first byte of its set
        // starts the match, which runs as far as the set (and the count) allow.
        const SimpleNode& nd = p.nodes[0];
        size_t pos = start;
        while (pos < text.size() && !nd.member[s[pos]]) ++pos;
        if (pos == text.size()) return SimpleResult::NoMatch;
        size_t end = pos + 1, limit = nd.max < text.size() - pos ? pos + nd.max : text.size();
        while (end < limit && nd.member[s[end]]) ++end;
        spans[0] = int64_t(pos);
        spans[1] = int64_t(end);
        return SimpleResult::Match;
    }
    // Linear in the text covered, with room for a few backtracking steps per byte.
    Matcher m(p, text, anchor == 2, 8 * (text.size() - start) + 256);
    bool begin_only = anchor != 0 || p.begin_only;
    if (begin_only && anchor == 0 && start != 0) return SimpleResult::NoMatch;
    const bool* first = p.first >= 0 ? p.nodes[size_t(p.first)].member.data() : nullptr;
    for (size_t pos = start; pos <= text.size(); ++pos) {
        if (!begin_only) {
            if (!p.prefix.empty()) {
                pos = text.find(p.prefix, pos);
                if (pos == std::string_view::npos) break;
            } else if (first) {
                while (pos < text.size() && !first[s[pos]]) ++pos;
                if (pos == text.size()) break;
            }
        }
        m.m_no_empty_at = must_advance && pos == start ? pos : SIZE_MAX;
        if (m.at(0, pos)) {
            m.m_caps[0] = int64_t(pos);
            m.m_caps[1] = int64_t(m.m_end);
            for (int k = 0; k < 2 * n; ++k) spans[k] = m.m_caps[size_t(k)];
            return SimpleResult::Match;
        }
        if (m.m_gave_up) return SimpleResult::GaveUp;
        if (begin_only) break;
    }
    return SimpleResult::NoMatch;
}

}  // namespace basilisk::stdlib::re
