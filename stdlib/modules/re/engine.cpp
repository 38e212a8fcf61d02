// The compiled-pattern cache and search() (see engine.h).
#include "stdlib/modules/re/engine.h"

#include <mutex>

#include <boost/container/small_vector.hpp>
#include <unordered_map>
#include <vector>

namespace basilisk::stdlib::re {

namespace {

// Patterns are few per program; past this many entries the table starts over (entries in use
// stay alive through their shared_ptr), which bounds the memory a pattern-generating loop holds.
constexpr size_t kMaxCached = 256;

// The key: str or bytes, flags, source. Looked up through a view (no string is built per
// lookup: every match call looks its pattern up).
struct KeyView {
    bool bytes;
    uint32_t flags;
    std::string_view source;
};
struct Key {
    bool bytes;
    uint32_t flags;
    std::string source;
    KeyView view() const { return {bytes, flags, source}; }
};
struct KeyHash {
    using is_transparent = void;
    size_t operator()(const KeyView& k) const noexcept {
        return std::hash<std::string_view>{}(k.source) ^ (size_t(k.flags) * 0x9E3779B97F4A7C15ull) ^ size_t(k.bytes);
    }
    size_t operator()(const Key& k) const noexcept { return (*this)(k.view()); }
};
struct KeyEq {
    using is_transparent = void;
    static bool same(const KeyView& a, const KeyView& b) { return a.bytes == b.bytes && a.flags == b.flags && a.source == b.source; }
    bool operator()(const Key& a, const Key& b) const { return same(a.view(), b.view()); }
    bool operator()(const KeyView& a, const Key& b) const { return same(a, b.view()); }
    bool operator()(const Key& a, const KeyView& b) const { return same(a.view(), b); }
};

struct Cache {
    std::mutex mutex;
    std::unordered_map<Key, CompiledRef, KeyHash, KeyEq> table;
};

Cache& cache() {
    static Cache c;   // immutable entries behind a mutex: safe to share between executions
    return c;
}

}  // namespace

std::variant<CompiledRef, TranslateError> compile_pattern(std::string_view source, bool is_bytes, uint32_t flags) {
    KeyView key{is_bytes, flags, source};
    Cache& c = cache();
    {
        std::lock_guard lock(c.mutex);
        auto it = c.table.find(key);
        if (it != c.table.end()) return it->second;
    }
    auto translated = translate(source, is_bytes, flags);
    if (auto* e = std::get_if<TranslateError>(&translated)) return *e;
    auto compiled = std::make_shared<Compiled>();
    compiled->info = std::move(std::get<Translation>(translated));
    compiled->is_bytes = is_bytes;
    RE2::Options& options = compiled->options;
    options.set_log_errors(false);
    options.set_encoding(is_bytes ? RE2::Options::EncodingLatin1 : RE2::Options::EncodingUTF8);
    options.set_max_mem(int64_t(64) << 20);
    if (!is_bytes) {
        auto variant = translate(source, false, flags, true);
        if (auto* t = std::get_if<Translation>(&variant); t && !t->non_ascii_literal && t->groups == compiled->info.groups) {
            RE2::Options latin1 = options;
            latin1.set_encoding(RE2::Options::EncodingLatin1);
            auto re = std::make_unique<RE2>(t->re2, latin1);
            if (re->ok()) {
                compiled->ascii_re2 = std::move(re);
                compiled->simple = parse_simple(t->re2);
            }
        }
    } else {
        compiled->simple = parse_simple(compiled->info.re2);
    }
    TranslateError error;
    if (!compiled->ascii_re2 && !compiled->full(&error)) return error;
    if (compiled->simple && compiled->simple->groups != compiled->info.groups) compiled->simple.reset();
    CompiledRef ref = compiled;
    std::lock_guard lock(c.mutex);
    if (c.table.size() >= kMaxCached) c.table.clear();
    c.table.emplace(Key{is_bytes, flags, std::string(source)}, ref);
    // Pattern objects look their program up by the final flags (UNICODE added, inline flags
    // included), which translate to the same program: one compile serves both keys.
    if (ref->info.flags != flags) c.table.emplace(Key{is_bytes, ref->info.flags, std::string(source)}, ref);
    return ref;
}

const RE2* Compiled::full(TranslateError* error) const {
    std::call_once(full_once, [this] { full_re2 = std::make_unique<RE2>(info.re2, options); });
    if (full_re2->ok()) return full_re2.get();
    if (error) {
        if (full_re2->error_code() == RE2::ErrorPatternTooLarge)
            *error = TranslateError{"pattern too large for RE2 (its compiled program exceeds the memory budget)", -1};
        else if (full_re2->error_code() == RE2::ErrorRepeatSize)
            *error = TranslateError{"repetition counts above 1000 (nested counts multiplied) not supported by RE2", -1};
        else
            *error = TranslateError{"RE2 cannot compile this pattern: " + full_re2->error(), -1};
    }
    return nullptr;
}

namespace {

bool run_re2(const RE2& re, std::string_view text, size_t start, Anchor anchor, int64_t* spans, int n) {
    boost::container::small_vector<re2::StringPiece, 8> sub(static_cast<size_t>(n));
    RE2::Anchor a = anchor == Anchor::Search ? RE2::UNANCHORED : anchor == Anchor::Start ? RE2::ANCHOR_START : RE2::ANCHOR_BOTH;
    re2::StringPiece t(text.data(), text.size());
    if (!re.Match(t, start, text.size(), a, sub.data(), n)) return false;
    for (int k = 0; k < n; ++k) {
        if (sub[k].data() == nullptr) {
            spans[2 * k] = spans[2 * k + 1] = -1;
        } else {
            spans[2 * k] = sub[k].data() - text.data();
            spans[2 * k + 1] = spans[2 * k] + int64_t(sub[k].size());
        }
    }
    return true;
}

bool run(const Compiled& c, const RE2& re, const SimpleProgram* simple, std::string_view text, size_t start, Anchor anchor,
         int64_t* spans, int n, bool must_advance) {
    if (simple) {
        SimpleResult r = simple_search(*simple, text, start, int(anchor), spans, n, must_advance);
        if (r != SimpleResult::GaveUp) return r == SimpleResult::Match;
    }
    if (!run_re2(re, text, start, anchor, spans, n)) return false;
    if (!must_advance || spans[0] != int64_t(start) || spans[1] != int64_t(start)) return true;
    // RE2 cannot be asked for "a non-empty match here", so an empty match at `start` makes the
    // search continue one character later (CPython would first try longer matches at `start`,
    // which differs only for patterns whose preferred match there is empty but that can also
    // match non-empty there, such as `a*?` or `|a`).
    if (start >= text.size()) return false;
    size_t next = start + 1;
    if (!c.is_bytes)
        while (next < text.size() && (static_cast<unsigned char>(text[next]) & 0xC0) == 0x80) ++next;
    return run_re2(re, text, next, anchor, spans, n);
}

}  // namespace

bool search(const Compiled& c, std::string_view text, size_t start, Anchor anchor, int64_t* spans, int ngroups_wanted,
            bool ascii_text, bool must_advance) {
    int n = ngroups_wanted ? int(c.info.groups) + 1 : 1;
    bool single_byte = c.is_bytes || (ascii_text && c.ascii_re2);
    // Callers made sure of the program (program_ready), raising RE2's refusal.
    const RE2* program = ascii_text && c.ascii_re2 ? c.ascii_re2.get() : c.full(nullptr);
    if (!program) return false;
    const RE2& re = *program;
    const SimpleProgram* simple = single_byte ? c.simple.get() : nullptr;
    bool found = start <= text.size() && run(c, re, simple, text, start, anchor, spans, n, must_advance);
    // Python's `$` (without MULTILINE) also matches just before a newline that ends the string.
    // RE2's cannot, so a second search runs on the text without that newline, where `$` is the
    // end. The earlier start wins; at the same start the first search's (longer) match wins,
    // as a greedy backtracking match would reach the real end first.
    if (c.info.has_dollar && anchor != Anchor::Both && !text.empty() && text.back() == '\n' && start < text.size()) {
        std::vector<int64_t> other(size_t(2 * n));
        if (run(c, re, simple, text.substr(0, text.size() - 1), start, anchor, other.data(), n, must_advance) && (!found || other[0] < spans[0]))
            std::copy(other.begin(), other.end(), spans), found = true;
    }
    return found;
}

}  // namespace basilisk::stdlib::re
