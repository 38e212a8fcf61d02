// Methods of str (format and format_map live in str_format.cpp). The text algorithms are
// stdlib/text's; this file binds arguments the way CPython does for each method (their
// declarations differ, and so do their error messages) and converts results to values.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <cstdint>
#include <unordered_map>

#include "stdlib/register.h"
#include "stdlib/split_limits.h"
#include "stdlib/text/str_methods.h"
#include "stdlib/text/utf8.h"

namespace basilisk::stdlib {

using vm::ObjKind;

namespace {

// Widths beyond this would build strings of gigabytes: refused as MemoryError up front.
constexpr int64_t kMaxWidth = int64_t(1) << 28;

std::string_view self_str(Vm& vm, const CallArgs& a) { return vm.str_of(a[0]); }
bool self_ascii(Vm& vm, const CallArgs& a) { return vm.as<vm::StrObject>(a[0]).ascii; }

Value str_list(Vm& vm, std::vector<std::string> parts) {
    // One str object per part: refuse up front when that cannot fit the memory limit.
    if (!vm.check_native_limits(parts.size() * (sizeof(vm::StrObject) + 16))) return Value::error();
    std::vector<Value> items;
    items.reserve(parts.size());
    for (auto& p : parts) items.push_back(vm.new_str(std::move(p)));
    return vm.new_list(std::move(items));
}

constexpr size_t kStrPartBytes = sizeof(vm::StrObject) + 16;

// A str whose text is known to be ASCII: its length is its code-point count, and the
// constructor's scan of every byte is skipped.
Value new_ascii_str(Vm& vm, std::string_view s) {
    size_t n = s.size();
    if (n > UINT32_MAX) return vm.new_str(s);
    return vm.new_str(s, uint32_t(n), true);
}

// A plain str, not an instance of a str subclass: CPython hands such a str back unchanged from a
// method that changes nothing (s.strip() is s); a subclass instance gets a plain str copy.
bool is_exact_str(Vm& vm, Value v) { return !vm.as<vm::StrObject>(v).is_subclass_instance; }

// The ASCII code points str.isspace() accepts: \t \n \v \f \r, the separators \x1c-\x1f, space.
constexpr bool is_ascii_space(unsigned char c) { return c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F); }

Value str_triple(Vm& vm, std::array<std::string, 3> parts) {
    return vm.new_tuple({vm.new_str(std::move(parts[0])), vm.new_str(std::move(parts[1])), vm.new_str(std::move(parts[2]))});
}

// Whether a method got between min and max positional arguments after self and no keywords:
// the argument checks below are skipped then, so their "str.<name>" for error messages is built
// only when a call is wrong, not at every call.
bool arity_ok(const CallArgs& a, size_t min, size_t max) {
    return a.kw_values.empty() && a.size() - 1 >= min && a.size() - 1 <= max;
}

// "must be str, not int" (find, count, index, partition ...).
std::optional<std::string_view> need_str(Vm& vm, Value v, std::string_view prefix = "") {
    if (std::optional<std::string_view> s = str_ptr(vm, v)) return s;
    vm.raise(TypeId::TypeError, fmt::format("{}must be str, not {}", prefix, vm.type_name(v)));
    return std::nullopt;
}

// ---- no-argument methods ----

template <std::string (*F)(std::string_view)>
Value str_transform(Vm& vm, const CallArgs& a, std::string_view qualname) {
    if (!check_no_args(vm, a, qualname)) return Value::error();
    // The result is about as long as the text (case mappings may grow it a little): checked
    // first, so ('\u00e9' * 10**8).upper() stops at once instead of after seconds of work.
    std::string_view s = self_str(vm, a);
    if (s.size() >= (size_t(1) << 20) && !vm.check_native_limits(s.size() + s.size() / 2)) return Value::error();
    return vm.new_str(F(s));
}

// upper() and lower() of ASCII text (the str object knows): byte for byte into a result of the
// same size, which is ASCII too. A new object even when nothing changes, as in CPython.
template <bool Upper>
Value str_ascii_case(Vm& vm, const CallArgs& a, std::string_view qualname) {
    const vm::StrObject& so = vm.as<vm::StrObject>(a[0]);
    if (!so.ascii || a.size() != 1 || !a.kw_names.empty()) return str_transform<Upper ? text::upper : text::lower>(vm, a, qualname);
    std::string_view s = so.text();
    if (s.size() >= (size_t(1) << 20) && !vm.check_native_limits(s.size())) return Value::error();
    char* out;
    Value result = vm.new_str_uninit(s.size(), so.cp_length, true, out);
    for (size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (Upper) out[i] = (c >= 'a' && c <= 'z') ? char(c - 32) : c;
        else out[i] = (c >= 'A' && c <= 'Z') ? char(c + 32) : c;
    }
    return result;
}

template <bool (*F)(std::string_view)>
Value str_predicate(Vm& vm, const CallArgs& a, std::string_view qualname) {
    if (!check_no_args(vm, a, qualname)) return Value::error();
    return Value::boolean(F(self_str(vm, a)));
}

#define BASILISK_STR_TRANSFORM(name) \
    Value str_##name(Vm& vm, const CallArgs& a) { return str_transform<text::name>(vm, a, "str." #name); }
#define BASILISK_STR_PREDICATE(name) \
    Value str_##name(Vm& vm, const CallArgs& a) { return str_predicate<text::name>(vm, a, "str." #name); }

Value str_upper(Vm& vm, const CallArgs& a) { return str_ascii_case<true>(vm, a, "str.upper"); }
Value str_lower(Vm& vm, const CallArgs& a) { return str_ascii_case<false>(vm, a, "str.lower"); }
BASILISK_STR_TRANSFORM(casefold)
BASILISK_STR_TRANSFORM(title)
BASILISK_STR_TRANSFORM(capitalize)
BASILISK_STR_TRANSFORM(swapcase)
BASILISK_STR_PREDICATE(isalpha)
BASILISK_STR_PREDICATE(isdigit)
BASILISK_STR_PREDICATE(isdecimal)
BASILISK_STR_PREDICATE(isnumeric)
BASILISK_STR_PREDICATE(isalnum)
BASILISK_STR_PREDICATE(isspace)
BASILISK_STR_PREDICATE(isupper)
BASILISK_STR_PREDICATE(islower)
BASILISK_STR_PREDICATE(istitle)
BASILISK_STR_PREDICATE(isidentifier)
BASILISK_STR_PREDICATE(isprintable)
BASILISK_STR_PREDICATE(isascii)

#undef BASILISK_STR_TRANSFORM
#undef BASILISK_STR_PREDICATE

// ---- searching: find/rfind/index/rindex/count(sub[, start[, end]]) ----

struct SearchArgs {
    std::optional<std::string_view> sub;
    int64_t start = 0, end = text::kEnd;
};

bool search_args(Vm& vm, const CallArgs& a, std::string_view name, SearchArgs& out) {
    if (!arity_ok(a, 1, 3) && !check_takes(vm, a, name, fmt::format("str.{}", name), 1, 3)) return false;
    out.sub = need_str(vm, a[1]);
    if (!out.sub) return false;
    std::optional<int64_t> s = slice_index(vm, a.size() > 2 ? a[2] : Value::none(), 0);
    if (!s) return false;
    std::optional<int64_t> e = slice_index(vm, a.size() > 3 ? a[3] : Value::none(), text::kEnd);
    if (!e) return false;
    out.start = *s;
    out.end = *e;
    return true;
}

Value str_find(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "find", s)) return Value::error();
    return vm.new_int(text::find(self_str(vm, a), self_ascii(vm, a), *s.sub, s.start, s.end));
}

Value str_rfind(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "rfind", s)) return Value::error();
    return vm.new_int(text::rfind(self_str(vm, a), self_ascii(vm, a), *s.sub, s.start, s.end));
}

Value str_index(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "index", s)) return Value::error();
    int64_t r = text::find(self_str(vm, a), self_ascii(vm, a), *s.sub, s.start, s.end);
    if (r < 0) return vm.raise(TypeId::ValueError, "substring not found");
    return vm.new_int(r);
}

Value str_rindex(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "rindex", s)) return Value::error();
    int64_t r = text::rfind(self_str(vm, a), self_ascii(vm, a), *s.sub, s.start, s.end);
    if (r < 0) return vm.raise(TypeId::ValueError, "substring not found");
    return vm.new_int(r);
}

Value str_count(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "count", s)) return Value::error();
    return vm.new_int(text::count(self_str(vm, a), self_ascii(vm, a), *s.sub, s.start, s.end));
}

// startswith/endswith(prefix or tuple of prefixes[, start[, end]]).
Value starts_ends(Vm& vm, const CallArgs& a, bool starts) {
    std::string_view name = starts ? "startswith" : "endswith";
    if (!arity_ok(a, 1, 3) && !check_takes(vm, a, name, fmt::format("str.{}", name), 1, 3)) return Value::error();
    std::optional<int64_t> s = slice_index(vm, a.size() > 2 ? a[2] : Value::none(), 0);
    if (!s) return Value::error();
    std::optional<int64_t> e = slice_index(vm, a.size() > 3 ? a[3] : Value::none(), text::kEnd);
    if (!e) return Value::error();
    std::string_view self = self_str(vm, a);
    bool ascii = self_ascii(vm, a);
    auto test = [&](std::string_view p) {
        return starts ? text::startswith(self, ascii, p, *s, *e) : text::endswith(self, ascii, p, *s, *e);
    };
    if (vm.is_kind(a[1], ObjKind::Tuple)) {
        for (Value item : vm.as<vm::TupleObject>(a[1]).items) {
            std::optional<std::string_view> p = str_ptr(vm, item);
            if (!p)
                return vm.raise(TypeId::TypeError, fmt::format("tuple for {} must only contain str, not {}", name,
                                                               vm.type_name(item)));
            if (test(*p)) return Value::boolean(true);
        }
        return Value::boolean(false);
    }
    std::optional<std::string_view> p = str_ptr(vm, a[1]);
    if (!p)
        return vm.raise(TypeId::TypeError,
                        fmt::format("{} first arg must be str or a tuple of str, not {}", name, vm.type_name(a[1])));
    return Value::boolean(test(*p));
}

Value str_startswith(Vm& vm, const CallArgs& a) { return starts_ends(vm, a, true); }
Value str_endswith(Vm& vm, const CallArgs& a) { return starts_ends(vm, a, false); }

// ---- split family ----

bool split_args(Vm& vm, const CallArgs& a, std::string_view name, std::optional<std::string_view>& sep, int64_t& maxsplit) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{name, {"sep", "maxsplit"}, 0, 2, 0}, p)) return false;
    sep.reset();
    maxsplit = -1;
    if (!p[0].is_undefined() && !p[0].is_none()) {
        sep = str_ptr(vm, p[0]);
        if (!sep) {
            vm.raise(TypeId::TypeError, fmt::format("must be str or None, not {}", vm.type_name(p[0])));
            return false;
        }
    }
    if (!p[1].is_undefined()) {
        std::optional<int64_t> m = to_ssize(vm, p[1]);
        if (!m) return false;
        maxsplit = *m;
    }
    return true;
}

// The next occurrence of `sep` (non-empty) in `text` at or after `from`, or npos. A one-byte
// separator (the common ',' or '\n') is a memchr: string_view::find's general search costs
// several times as much per call on short parts.
size_t find_separator(std::string_view text, std::string_view sep, size_t from) {
    if (sep.size() == 1) {
        if (from >= text.size()) return std::string_view::npos;
        const void* p = std::memchr(text.data() + from, sep[0], text.size() - from);
        return p ? size_t(static_cast<const char*>(p) - text.data()) : std::string_view::npos;
    }
    return text.find(sep, from);
}

// s.split(sep) with a non-empty separator: the parts go straight into str objects (no vector of
// std::string in between), and the parts of ASCII text are known to be ASCII.
Value split_by_separator(Vm& vm, Value self, std::string_view sep, int64_t maxsplit) {
    const vm::StrObject& src = vm.as<vm::StrObject>(self);
    std::string_view text = src.text();
    uint64_t limit = maxsplit < 0 ? UINT64_MAX : uint64_t(maxsplit);
    size_t count = 1;
    for (size_t at = find_separator(text, sep, 0); at != std::string_view::npos && count <= limit;
         at = find_separator(text, sep, at + sep.size())) {
        // Stop counting once the parts cannot fit: (' ' * 10**8).split(' ') ends early.
        if ((++count & 0xFFFFF) == 0 && !vm.check_native_limits(count * (sizeof(vm::StrObject) + 16))) return Value::error();
    }
    if (!vm.check_native_limits(count * (sizeof(vm::StrObject) + 16) + text.size())) return Value::error();
    // No separator found: CPython's list holds the text itself.
    if (count == 1 && is_exact_str(vm, self)) return vm.new_list({self});
    std::vector<Value> items;
    items.reserve(count);
    size_t start = 0;
    for (size_t i = 0; i + 1 < count; ++i) {
        size_t at = find_separator(text, sep, start);
        std::string_view part = text.substr(start, at - start);
        items.push_back(src.ascii ? vm.new_str(part, uint32_t(part.size()), true)
                                  : vm.new_str(part));
        start = at + sep.size();
    }
    std::string_view last = text.substr(start);
    items.push_back(src.ascii ? vm.new_str(last, uint32_t(last.size()), true)
                              : vm.new_str(last));
    return vm.new_list(std::move(items));
}

// Byte -> whether it is ASCII whitespace (is_ascii_space), for the byte loops of split().
constexpr std::array<bool, 256> kAsciiSpace = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 128; ++c) t[size_t(c)] = is_ascii_space(static_cast<unsigned char>(c));
    return t;
}();

// s.split() of ASCII text without a maxsplit: runs of ASCII whitespace separate the words, which
// go straight into str objects known to be ASCII, after a first pass that counts them. The memory
// limit is checked up front for the text and then for the words' objects, so ('a ' * 10**8).split()
// stops before it makes any.
Value split_ascii_whitespace(Vm& vm, Value self) {
    const vm::StrObject& src = vm.as<vm::StrObject>(self);
    std::string_view text = src.text();
    const unsigned char* p = reinterpret_cast<const unsigned char*>(text.data());
    size_t n = text.size();
    if (n >= (size_t(1) << 16) && !vm.check_native_limits(n)) return Value::error();
    // Count the words first (a word starts where a space is followed by a non-space): the list
    // is then allocated once at its exact size. A line's handful of words would otherwise grow
    // the vector four or five times, each a malloc, a copy and a free.
    size_t words = 0;
    bool in_space = true;
    for (size_t i = 0; i < n; ++i) {
        bool space = kAsciiSpace[p[i]];
        words += in_space & !space;
        in_space = space;
    }
    // The words' objects and the list, against the memory limit before any is made.
    if (words >= 0x10000 && !vm.check_native_limits(n + words * (sizeof(vm::StrObject) + 16 + sizeof(Value))))
        return Value::error();
    std::vector<Value> items;
    items.reserve(words);
    for (size_t i = 0;;) {
        while (i < n && kAsciiSpace[p[i]]) ++i;
        if (i == n) break;
        size_t b = i;
        while (i < n && !kAsciiSpace[p[i]]) ++i;
        // One word that is the whole text: CPython's list holds the text itself.
        if (b == 0 && i == n && is_exact_str(vm, self)) {
            items.push_back(self);
            break;
        }
        items.push_back(vm.new_str(text.substr(b, i - b), uint32_t(i - b), true));
    }
    return vm.new_list(std::move(items));
}

Value str_split(Vm& vm, const CallArgs& a) {
    std::optional<std::string_view> sep;
    int64_t maxsplit;
    if (!split_args(vm, a, "split", sep, maxsplit)) return Value::error();
    if (!sep) {
        if (maxsplit < 0 && vm.as<vm::StrObject>(a[0]).ascii) return split_ascii_whitespace(vm, a[0]);
        if (!split_parts_fit(vm, self_str(vm, a), "", maxsplit, kStrPartBytes)) return Value::error();
        return str_list(vm, text::split_whitespace(self_str(vm, a), maxsplit));
    }
    if (!sep->empty()) return split_by_separator(vm, a[0], *sep, maxsplit);
    auto r = text::split(self_str(vm, a), *sep, maxsplit);
    if (!r) return raise_text_error(vm, r.error());
    return str_list(vm, std::move(r.value()));
}

Value str_rsplit(Vm& vm, const CallArgs& a) {
    std::optional<std::string_view> sep;
    int64_t maxsplit;
    if (!split_args(vm, a, "rsplit", sep, maxsplit)) return Value::error();
    if (!sep) {
        if (!split_parts_fit(vm, self_str(vm, a), "", maxsplit, kStrPartBytes)) return Value::error();
        return str_list(vm, text::rsplit_whitespace(self_str(vm, a), maxsplit));
    }
    if (!split_parts_fit(vm, self_str(vm, a), *sep, maxsplit, kStrPartBytes)) return Value::error();
    auto r = text::rsplit(self_str(vm, a), *sep, maxsplit);
    if (!r) return raise_text_error(vm, r.error());
    return str_list(vm, std::move(r.value()));
}

Value str_splitlines(Vm& vm, const CallArgs& a) {
    Value p[1];
    if (!bind_args(vm, a, ParamSpec{"splitlines", {"keepends"}, 0, 1, 0}, p)) return Value::error();
    bool keepends = false;
    if (!p[0].is_undefined()) {
        std::optional<int64_t> k = to_index_clamped(vm, p[0]);
        if (!k) return Value::error();
        keepends = *k != 0;
    }
    if (!split_parts_fit(vm, self_str(vm, a), "", -1, kStrPartBytes)) return Value::error();
    return str_list(vm, text::splitlines(self_str(vm, a), keepends));
}

Value partition_impl(Vm& vm, const CallArgs& a, bool right) {
    if (!check_one_arg(vm, a, right ? "str.rpartition" : "str.partition")) return Value::error();
    std::optional<std::string_view> sep = need_str(vm, a[1]);
    if (!sep) return Value::error();
    auto r = right ? text::rpartition(self_str(vm, a), *sep) : text::partition(self_str(vm, a), *sep);
    if (!r) return raise_text_error(vm, r.error());
    return str_triple(vm, std::move(r.value()));
}

Value str_partition(Vm& vm, const CallArgs& a) { return partition_impl(vm, a, false); }
Value str_rpartition(Vm& vm, const CallArgs& a) { return partition_impl(vm, a, true); }

// str.join(iterable): every item must be a str.
Value str_join(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "str.join")) return Value::error();
    // A generator or Python iterator is drained in the prelude first (pausable), then joined here.
    if (iterates_python(vm, a[1])) return vm.tail_call_prelude("join_iter", {a[0], a[1]});
    // Lists and tuples are read in place: nothing below runs Python code or changes them.
    std::vector<Value> collected;
    const std::vector<Value>* source = &collected;
    Value src = a[1];
    if (vm.is_kind(src, ObjKind::List)) {
        source = &vm.as<vm::ListObject>(src).items;
    } else if (vm.is_kind(src, ObjKind::Tuple)) {
        source = &vm.as<vm::TupleObject>(src).items;
    } else {
        Value it = vm.get_iter(src);
        if (it.is_error()) {
            if (!vm.exception_matches(TypeId::TypeError)) return it;
            vm.take_exception();
            return vm.raise(TypeId::TypeError, "can only join an iterable");
        }
        if (!vm.collect(it, collected)) return Value::error();
    }
    const std::vector<Value>& items = *source;
    const vm::StrObject& sep_obj = vm.as<vm::StrObject>(a[0]);
    std::string_view sep = sep_obj.text();
    size_t n = items.size();
    size_t total = n == 0 ? 0 : sep.size() * (n - 1);
    uint64_t code_points = n == 0 ? 0 : uint64_t(sep_obj.cp_length) * (n - 1);
    bool ascii = sep_obj.ascii;
    // Joining a long list reads objects made all over the heap: each is fetched some items
    // ahead so the two passes do not wait for one cache miss after another.
    constexpr size_t kAhead = 16;
    auto prefetch_item = [&](size_t i) {
        if (i < n && items[i].is_object()) __builtin_prefetch(&vm.heap.get(items[i].as_object()));
    };
    for (size_t i = 0; i < n; ++i) {
        prefetch_item(i + kAhead);
        if (!vm.is_str(items[i]))
            return vm.raise(TypeId::TypeError, fmt::format("sequence item {}: expected str instance, {} found", i,
                                                           vm.type_name(items[i])));
        const vm::StrObject& part = vm.as<vm::StrObject>(items[i]);
        total += part.text().size();
        code_points += part.cp_length;
        ascii = ascii && part.ascii;
    }
    if (n == 1) return items[0];
    // Written once, straight into the result of its exact size.
    if (code_points > UINT32_MAX) return vm.raise(TypeId::MemoryError, "");
    char* at;
    Value result = vm.new_str_uninit(total, uint32_t(code_points), ascii, at);
    for (size_t i = 0; i < n; ++i) {
        prefetch_item(i + kAhead);
        if (i + kAhead / 2 < n) __builtin_prefetch(vm.str_of(items[i + kAhead / 2]).data());
        if (i) {
            std::memcpy(at, sep.data(), sep.size());
            at += sep.size();
        }
        std::string_view part = vm.str_of(items[i]);
        std::memcpy(at, part.data(), part.size());
        at += part.size();
    }
    return result;
}

// ---- strip family ----

Value strip_impl(Vm& vm, const CallArgs& a, int which) {
    static constexpr std::string_view kNames[] = {"strip", "lstrip", "rstrip"};
    std::string_view name = kNames[which];
    if (!arity_ok(a, 0, 1) && !check_expected(vm, a, name, fmt::format("str.{}", name), 0, 1)) return Value::error();
    const vm::StrObject& so = vm.as<vm::StrObject>(a[0]);
    std::string_view s = so.text();
    bool exact = is_exact_str(vm, a[0]);
    if (a.size() == 1 || a[1].is_none()) {
        if (so.ascii) {
            // ASCII text: find the ends byte by byte, then copy the middle once.
            size_t b = 0, e = s.size();
            if (which != 2)
                while (b < e && is_ascii_space(static_cast<unsigned char>(s[b]))) ++b;
            if (which != 1)
                while (e > b && is_ascii_space(static_cast<unsigned char>(s[e - 1]))) --e;
            if (b == 0 && e == s.size() && exact) return a[0];
            return new_ascii_str(vm, s.substr(b, e - b));
        }
        std::string r = which == 0 ? text::strip(s) : which == 1 ? text::lstrip(s) : text::rstrip(s);
        if (r.size() == s.size() && exact) return a[0];
        return vm.new_str(std::move(r));
    }
    std::optional<std::string_view> chars = str_ptr(vm, a[1]);
    if (!chars) return vm.raise(TypeId::TypeError, fmt::format("{} arg must be None or str", name));
    std::string r = which == 0 ? text::strip(s, *chars) : which == 1 ? text::lstrip(s, *chars) : text::rstrip(s, *chars);
    if (r.size() == s.size() && exact) return a[0];
    if (so.ascii) return new_ascii_str(vm, std::move(r));
    return vm.new_str(std::move(r));
}

Value str_strip(Vm& vm, const CallArgs& a) { return strip_impl(vm, a, 0); }
Value str_lstrip(Vm& vm, const CallArgs& a) { return strip_impl(vm, a, 1); }
Value str_rstrip(Vm& vm, const CallArgs& a) { return strip_impl(vm, a, 2); }

Value affix_impl(Vm& vm, const CallArgs& a, bool prefix) {
    std::string_view name = prefix ? "removeprefix" : "removesuffix";
    if (!arity_ok(a, 1, 1) && !check_one_arg(vm, a, fmt::format("str.{}", name))) return Value::error();
    std::optional<std::string_view> p = str_ptr(vm, a[1]);
    if (!p) return vm.raise(TypeId::TypeError, fmt::format("{}() argument must be str, not {}", name, vm.type_name(a[1])));
    std::string_view s = self_str(vm, a);
    std::string r = prefix ? text::removeprefix(s, *p) : text::removesuffix(s, *p);
    if (r.size() == s.size()) return a[0];
    return vm.new_str(std::move(r));
}

Value str_removeprefix(Vm& vm, const CallArgs& a) { return affix_impl(vm, a, true); }
Value str_removesuffix(Vm& vm, const CallArgs& a) { return affix_impl(vm, a, false); }

Value str_replace(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "replace", "str.replace", 2, 3)) return Value::error();
    std::optional<std::string_view> old_s = str_ptr(vm, a[1]);
    if (!old_s)
        return vm.raise(TypeId::TypeError, fmt::format("replace() argument 1 must be str, not {}", vm.type_name(a[1])));
    std::optional<std::string_view> new_s = str_ptr(vm, a[2]);
    if (!new_s)
        return vm.raise(TypeId::TypeError, fmt::format("replace() argument 2 must be str, not {}", vm.type_name(a[2])));
    int64_t count = -1;
    if (a.size() == 4) {
        std::optional<int64_t> c = to_ssize(vm, a[3]);
        if (!c) return Value::error();
        count = *c;
    }
    // A growing replace is checked against the memory limit before it is built: in a loop
    // (x = x.replace('a', 'aa')) one call could otherwise build hundreds of megabytes.
    std::string_view self = self_str(vm, a);
    if (new_s->size() > old_s->size() && self.size() * (new_s->size() - old_s->size()) >= (1u << 16)) {
        uint64_t found = 0;
        if (old_s->empty()) {
            found = 1;   // one per code point, plus one
            for (unsigned char ch : self) found += (ch & 0xC0) != 0x80;
        } else {
            for (size_t at = self.find(*old_s); at != std::string::npos; at = self.find(*old_s, at + old_s->size())) ++found;
        }
        if (count >= 0 && uint64_t(count) < found) found = uint64_t(count);
        if (!vm.check_native_limits(self.size() + found * (new_s->size() - old_s->size()))) return Value::error();
    }
    // CPython hands a plain str back unchanged when there is nothing to replace: count 0, old
    // longer than the text, old and new the same object (CPython's '' and one-character Latin-1
    // strings are shared objects, so equal ones count as the same), or no occurrence of old.
    const vm::StrObject& so = vm.as<vm::StrObject>(a[0]);
    bool exact = is_exact_str(vm, a[0]);
    size_t first = old_s->empty() ? 0 : self.find(*old_s);
    if (exact) {
        bool same = a[1] == a[2] ||
                    (*old_s == *new_s && (old_s->empty() || (vm.as<vm::StrObject>(a[1]).cp_length == 1 &&
                                                             text::code_point_at(*old_s, 0, false) < 256)));
        if (count == 0 || old_s->size() > self.size() || same || first == std::string::npos) return a[0];
    }
    bool ascii = so.ascii && vm.as<vm::StrObject>(a[2]).ascii;
    if (!old_s->empty() && old_s->size() == new_s->size()) {
        // Same length: a copy with the occurrences overwritten in place. The code points
        // change by the difference of old's and new's counts per occurrence.
        int64_t left = count < 0 ? INT64_MAX : count;
        int64_t cp_change = int64_t(vm.as<vm::StrObject>(a[2]).cp_length) - int64_t(vm.as<vm::StrObject>(a[1]).cp_length);
        int64_t code_points = so.cp_length;
        char* out;
        Value result = vm.new_str_uninit(self.size(), 0, ascii, out);
        if (!self.empty()) std::memcpy(out, self.data(), self.size());
        // Searched in the original: a replacement must not make a new occurrence.
        for (size_t at = first; at != std::string::npos && left > 0; at = self.find(*old_s, at + old_s->size()), --left) {
            std::memcpy(out + at, new_s->data(), new_s->size());
            code_points += cp_change;
        }
        vm.as<vm::StrObject>(result).cp_length = uint32_t(code_points);
        return result;
    }
    std::string out = text::replace(self, *old_s, *new_s, count);
    return ascii ? new_ascii_str(vm, std::move(out)) : vm.new_str(std::move(out));
}

// ---- padding ----

bool width_arg(Vm& vm, Value v, int64_t& width) {
    std::optional<int64_t> w = to_ssize(vm, v);
    if (!w) return false;
    if (*w > kMaxWidth) {
        vm.raise(TypeId::MemoryError, "");
        return false;
    }
    width = *w;
    return true;
}

Value pad_impl(Vm& vm, const CallArgs& a, int which) {
    static constexpr std::string_view kNames[] = {"center", "ljust", "rjust"};
    std::string_view name = kNames[which];
    if (!arity_ok(a, 1, 2) && !check_expected(vm, a, name, fmt::format("str.{}", name), 1, 2)) return Value::error();
    int64_t width;
    if (!width_arg(vm, a[1], width)) return Value::error();
    char32_t fill = U' ';
    if (a.size() == 3) {
        if (!vm.is_str(a[2]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("The fill character must be a unicode character, not {}", vm.type_name(a[2])));
        const auto& f = vm.as<vm::StrObject>(a[2]);
        if (f.cp_length != 1)
            return vm.raise(TypeId::TypeError, "The fill character must be exactly one character long");
        size_t pos = 0;
        fill = text::decode_next(f.text(), pos);
    }
    const auto& self = vm.as<vm::StrObject>(a[0]);
    if (width <= int64_t(self.cp_length)) return a[0];
    std::string_view s = self.text();
    return vm.new_str(which == 0 ? text::center(s, width, fill) : which == 1 ? text::ljust(s, width, fill)
                                                                             : text::rjust(s, width, fill));
}

Value str_center(Vm& vm, const CallArgs& a) { return pad_impl(vm, a, 0); }
Value str_ljust(Vm& vm, const CallArgs& a) { return pad_impl(vm, a, 1); }
Value str_rjust(Vm& vm, const CallArgs& a) { return pad_impl(vm, a, 2); }

Value str_zfill(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "str.zfill")) return Value::error();
    int64_t width;
    if (!width_arg(vm, a[1], width)) return Value::error();
    return vm.new_str(text::zfill(self_str(vm, a), width));
}

// expandtabs(tabsize): a C int in CPython (OverflowError past it); the result (every tab
// widened to up to tabsize columns) is checked against the memory limit before it is built:
// ('\t' * 1000).expandtabs(2**28) would be 268 GB.
bool tabsize_arg(Vm& vm, Value v, std::string_view text, int64_t& tabsize) {
    std::optional<int64_t> t = to_ssize(vm, v);
    if (!t) return false;
    if (*t > INT32_MAX || *t < INT32_MIN) {
        vm.raise(TypeId::OverflowError, "Python int too large to convert to C int");
        return false;
    }
    tabsize = *t;
    if (tabsize <= 1) return true;
    uint64_t tabs = uint64_t(std::count(text.begin(), text.end(), '\t'));
    uint64_t bytes = text.size() + tabs * uint64_t(tabsize);
    if (bytes >= (uint64_t(1) << 16) && !vm.check_native_limits(bytes)) return false;
    if (bytes > (uint64_t(1) << 40)) {
        vm.raise(TypeId::MemoryError, "");
        return false;
    }
    return true;
}

Value str_expandtabs(Vm& vm, const CallArgs& a) {
    Value p[1];
    if (!bind_args(vm, a, ParamSpec{"expandtabs", {"tabsize"}, 0, 1, 0}, p)) return Value::error();
    int64_t tabsize = 8;
    if (!p[0].is_undefined() && !tabsize_arg(vm, p[0], self_str(vm, a), tabsize)) return Value::error();
    return vm.new_str(text::expandtabs(self_str(vm, a), tabsize));
}

// ---- encode / translate / maketrans ----

Value str_encode(Vm& vm, const CallArgs& a) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{"encode", {"encoding", "errors"}, 0, 2, 0}, p)) return Value::error();
    std::string_view encoding = "utf-8", errors = "strict";
    if (!p[0].is_undefined()) {
        if (!vm.is_str(p[0]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("encode() argument 'encoding' must be str, not {}", vm.type_name(p[0])));
        encoding = vm.str_of(p[0]);
    }
    if (!p[1].is_undefined()) {
        if (!vm.is_str(p[1]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("encode() argument 'errors' must be str, not {}", vm.type_name(p[1])));
        errors = vm.str_of(p[1]);
    }
    auto r = text::encode(self_str(vm, a), encoding, errors);
    if (!r) return raise_text_error(vm, r.error());
    return vm.new_bytes(std::move(r.value()));
}

// str.translate(table): table[ord(c)] for each character; a LookupError keeps the character,
// None deletes it, an int or a str replaces it.
Value str_translate(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "str.translate")) return Value::error();
    Value table = a[1];
    const std::string s(self_str(vm, a));
    std::unordered_map<char32_t, std::optional<std::string>> cache;   // nullopt: delete
    std::string out;
    out.reserve(s.size());
    size_t pos = 0;
    while (pos < s.size()) {
        size_t begin = pos;
        char32_t cp = text::decode_next(s, pos);
        auto it = cache.find(cp);
        if (it == cache.end()) {
            std::optional<std::string> repl = s.substr(begin, pos - begin);
            Value v = vm.get_item(table, vm.new_int(int64_t(cp)));
            if (v.is_error()) {
                if (!vm.exception_matches(TypeId::LookupError)) return v;
                vm.take_exception();
            } else if (v.is_none()) {
                repl.reset();
            } else if (vm.is_str(v)) {
                repl = vm.str_of(v);
            } else if (vm.is_int(v)) {
                std::optional<int64_t> c = int_value(vm, v);
                if (!c || *c < 0 || *c > 0x10FFFF)
                    return vm.raise(TypeId::ValueError, "character mapping must be in range(0x110000)");
                repl = text::encode_code_point(char32_t(*c));
            } else {
                return vm.raise(TypeId::TypeError, "character mapping must return integer, None or str");
            }
            it = cache.emplace(cp, std::move(repl)).first;
        }
        if (it->second) {
            out += *it->second;
            // Replacements may be long: ('a' * 10**6).translate({97: 'x' * 10**6}) is a terabyte.
            if (it->second->size() > 1 && out.size() >= (size_t(1) << 20) && !vm.check_native_limits(out.capacity()))
                return Value::error();
        }
    }
    return vm.new_str(std::move(out));
}

// str.maketrans(x[, y[, z]]): a static method building a dict for translate().
Value str_maketrans(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "maketrans", "str.maketrans", 1, 3, 0)) return Value::error();
    Value d = vm.new_dict();
    RootScope roots(vm);
    roots.add(d);
    if (a.size() == 1) {
        if (!vm.is_kind(a[0], ObjKind::Dict))
            return vm.raise(TypeId::TypeError, "if you give only one argument to maketrans it must be a dict");
        std::vector<vm::DictEntry> entries = vm.as<vm::DictObject>(a[0]).table.entries();
        for (const vm::DictEntry& e : entries) {
            if (e.key.is_undefined()) continue;
            Value key = e.key;
            if (vm.is_str(key)) {
                const auto& k = vm.as<vm::StrObject>(key);
                if (k.cp_length != 1)
                    return vm.raise(TypeId::ValueError, "string keys in translate table must be of length 1");
                size_t pos = 0;
                key = vm.new_int(int64_t(text::decode_next(k.text(), pos)));
            } else if (!vm.is_int(key)) {
                return vm.raise(TypeId::TypeError, "keys in translate table must be strings or integers");
            }
            if (!vm.dict_set(d, key, e.value)) return Value::error();
        }
        return d;
    }
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("maketrans() argument 2 must be str, not {}", vm.type_name(a[1])));
    if (a.size() == 3 && !vm.is_str(a[2]))
        return vm.raise(TypeId::TypeError, fmt::format("maketrans() argument 3 must be str, not {}", vm.type_name(a[2])));
    if (!vm.is_str(a[0]))
        return vm.raise(TypeId::TypeError, "first maketrans argument must be a string if there is a second argument");
    auto r = text::maketrans(vm.str_of(a[0]), vm.str_of(a[1]), a.size() == 3 ? std::string_view(vm.str_of(a[2])) : "");
    if (!r) return raise_text_error(vm, r.error());
    for (const text::MakeTransEntry& e : r.value()) {
        Value v = e.to ? vm.new_int(int64_t(*e.to)) : Value::none();
        if (!vm.dict_set(d, vm.new_int(int64_t(e.from)), v)) return Value::error();
    }
    return d;
}

}  // namespace

void register_str_methods(vm::NativeRegistry& reg) {
    constexpr TypeId S = TypeId::Str;
    add_checked_method<str_upper, S>(reg, "upper");
    add_checked_method<str_lower, S>(reg, "lower");
    add_checked_method<str_casefold, S>(reg, "casefold");
    add_checked_method<str_title, S>(reg, "title");
    add_checked_method<str_capitalize, S>(reg, "capitalize");
    add_checked_method<str_swapcase, S>(reg, "swapcase");
    add_checked_method<str_isalpha, S>(reg, "isalpha");
    add_checked_method<str_isdigit, S>(reg, "isdigit");
    add_checked_method<str_isdecimal, S>(reg, "isdecimal");
    add_checked_method<str_isnumeric, S>(reg, "isnumeric");
    add_checked_method<str_isalnum, S>(reg, "isalnum");
    add_checked_method<str_isspace, S>(reg, "isspace");
    add_checked_method<str_isupper, S>(reg, "isupper");
    add_checked_method<str_islower, S>(reg, "islower");
    add_checked_method<str_istitle, S>(reg, "istitle");
    add_checked_method<str_isidentifier, S>(reg, "isidentifier");
    add_checked_method<str_isprintable, S>(reg, "isprintable");
    add_checked_method<str_isascii, S>(reg, "isascii");
    add_checked_method<str_find, S>(reg, "find");
    add_checked_method<str_rfind, S>(reg, "rfind");
    add_checked_method<str_index, S>(reg, "index");
    add_checked_method<str_rindex, S>(reg, "rindex");
    add_checked_method<str_count, S>(reg, "count");
    add_checked_method<str_startswith, S>(reg, "startswith");
    add_checked_method<str_endswith, S>(reg, "endswith");
    add_checked_method<str_split, S>(reg, "split");
    add_checked_method<str_rsplit, S>(reg, "rsplit");
    add_checked_method<str_splitlines, S>(reg, "splitlines");
    add_checked_method<str_partition, S>(reg, "partition");
    add_checked_method<str_rpartition, S>(reg, "rpartition");
    add_checked_method<str_join, S>(reg, "join");
    add_checked_method<str_strip, S>(reg, "strip");
    add_checked_method<str_lstrip, S>(reg, "lstrip");
    add_checked_method<str_rstrip, S>(reg, "rstrip");
    add_checked_method<str_removeprefix, S>(reg, "removeprefix");
    add_checked_method<str_removesuffix, S>(reg, "removesuffix");
    add_checked_method<str_replace, S>(reg, "replace");
    add_checked_method<str_center, S>(reg, "center");
    add_checked_method<str_ljust, S>(reg, "ljust");
    add_checked_method<str_rjust, S>(reg, "rjust");
    add_checked_method<str_zfill, S>(reg, "zfill");
    add_checked_method<str_expandtabs, S>(reg, "expandtabs");
    add_checked_method<str_encode, S>(reg, "encode");
    add_checked_method<str_translate, S>(reg, "translate");
    reg.add_method(S, "maketrans", str_maketrans, vm::MethodKind::StaticMethod);
}

}  // namespace basilisk::stdlib
