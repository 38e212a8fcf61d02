// Methods of bytes (ASCII semantics, byte indices), over stdlib/text's bytes functions.
#include <algorithm>

#include <fmt/format.h>

#include "stdlib/register.h"
#include "stdlib/split_limits.h"
#include "stdlib/text/str_methods.h"
#include "stdlib/text/utf8.h"

namespace basilisk::stdlib {

using vm::ObjKind;

namespace {

constexpr int64_t kMaxWidth = int64_t(1) << 28;

const std::string& self_bytes(Vm& vm, const CallArgs& a) { return vm.as<vm::BytesObject>(a[0]).data; }

// A result of the receiver's type: bytearray methods return bytearrays.
Value like(Vm& vm, const CallArgs& a, std::string data) {
    if (vm.as<vm::BytesObject>(a[0]).is_bytearray)
        return Value::object(vm.heap.make<vm::BytesObject>(std::move(data), true));
    return vm.new_bytes(std::move(data));
}

// A method whose result equals the receiver returns the receiver itself when it is a plain
// bytes (CPython's "return self" cases: strip, padding, affixes, translate and unmatched
// replace); `may_be_self` is false where CPython builds a new object all the same.
Value same_or_like(Vm& vm, const CallArgs& a, std::string data, bool may_be_self = true) {
    const auto& self = vm.as<vm::BytesObject>(a[0]);
    if (may_be_self && !self.is_bytearray && !self.is_subclass_instance && data == self.data) return a[0];
    return like(vm, a, std::move(data));
}

const std::string* need_bytes(Vm& vm, Value v) {
    if (const std::string* b = bytes_ptr(vm, v)) return b;
    vm.raise(TypeId::TypeError, fmt::format("a bytes-like object is required, not '{}'", vm.type_name(v)));
    return nullptr;
}

constexpr size_t kBytesPartBytes = sizeof(std::string) + sizeof(vm::BytesObject) + 16;

Value bytes_list(Vm& vm, const CallArgs& a, std::vector<std::string> parts) {
    std::vector<Value> items;
    items.reserve(parts.size());
    for (auto& p : parts) items.push_back(like(vm, a, std::move(p)));
    return vm.new_list(std::move(items));
}

template <std::string (*F)(std::string_view)>
Value bytes_transform(Vm& vm, const CallArgs& a, std::string_view qualname) {
    if (!check_no_args(vm, a, qualname)) return Value::error();
    return like(vm, a, F(self_bytes(vm, a)));
}

template <bool (*F)(std::string_view)>
Value bytes_predicate(Vm& vm, const CallArgs& a, std::string_view qualname) {
    if (!check_no_args(vm, a, qualname)) return Value::error();
    return Value::boolean(F(self_bytes(vm, a)));
}

#define BASILISK_BYTES_TRANSFORM(name) \
    Value b_##name(Vm& vm, const CallArgs& a) { return bytes_transform<text::bytes_##name>(vm, a, "bytes." #name); }
#define BASILISK_BYTES_PREDICATE(name) \
    Value b_##name(Vm& vm, const CallArgs& a) { return bytes_predicate<text::bytes_##name>(vm, a, "bytes." #name); }

BASILISK_BYTES_TRANSFORM(upper)
BASILISK_BYTES_TRANSFORM(lower)
BASILISK_BYTES_TRANSFORM(swapcase)
BASILISK_BYTES_TRANSFORM(title)
BASILISK_BYTES_TRANSFORM(capitalize)
BASILISK_BYTES_PREDICATE(isalpha)
BASILISK_BYTES_PREDICATE(isdigit)
BASILISK_BYTES_PREDICATE(isalnum)
BASILISK_BYTES_PREDICATE(isspace)
BASILISK_BYTES_PREDICATE(isupper)
BASILISK_BYTES_PREDICATE(islower)
BASILISK_BYTES_PREDICATE(istitle)
BASILISK_BYTES_PREDICATE(isascii)

#undef BASILISK_BYTES_TRANSFORM
#undef BASILISK_BYTES_PREDICATE

// ---- searching: sub is bytes or an int in range(256) ----

struct SearchArgs {
    std::string sub;
    int64_t start = 0, end = text::kEnd;
};

bool search_args(Vm& vm, const CallArgs& a, std::string_view name, SearchArgs& out) {
    if (!check_takes(vm, a, name, fmt::format("bytes.{}", name), 1, 3)) return false;
    if (const std::string* b = bytes_ptr(vm, a[1])) {
        out.sub = *b;
    } else if (vm.is_int(a[1])) {
        std::optional<int64_t> v = int_value(vm, a[1]);
        if (!v || *v < 0 || *v > 255) {
            vm.raise(TypeId::ValueError, "byte must be in range(0, 256)");
            return false;
        }
        out.sub = std::string(1, char(uint8_t(*v)));
    } else {
        vm.raise(TypeId::TypeError,
                 fmt::format("argument should be integer or bytes-like object, not '{}'", vm.type_name(a[1])));
        return false;
    }
    std::optional<int64_t> s = slice_index(vm, a.size() > 2 ? a[2] : Value::none(), 0);
    if (!s) return false;
    std::optional<int64_t> e = slice_index(vm, a.size() > 3 ? a[3] : Value::none(), text::kEnd);
    if (!e) return false;
    out.start = *s;
    out.end = *e;
    return true;
}

Value b_find(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "find", s)) return Value::error();
    return vm.new_int(text::bytes_find(self_bytes(vm, a), s.sub, s.start, s.end));
}

Value b_rfind(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "rfind", s)) return Value::error();
    return vm.new_int(text::bytes_rfind(self_bytes(vm, a), s.sub, s.start, s.end));
}

Value b_index(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "index", s)) return Value::error();
    auto r = text::bytes_index(self_bytes(vm, a), s.sub, s.start, s.end);
    if (!r) return raise_text_error(vm, r.error());
    return vm.new_int(*r);
}

Value b_rindex(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "rindex", s)) return Value::error();
    auto r = text::bytes_rindex(self_bytes(vm, a), s.sub, s.start, s.end);
    if (!r) return raise_text_error(vm, r.error());
    return vm.new_int(*r);
}

Value b_count(Vm& vm, const CallArgs& a) {
    SearchArgs s;
    if (!search_args(vm, a, "count", s)) return Value::error();
    return vm.new_int(text::bytes_count(self_bytes(vm, a), s.sub, s.start, s.end));
}

Value starts_ends(Vm& vm, const CallArgs& a, bool starts) {
    std::string_view name = starts ? "startswith" : "endswith";
    if (!check_takes(vm, a, name, fmt::format("bytes.{}", name), 1, 3)) return Value::error();
    std::optional<int64_t> s = slice_index(vm, a.size() > 2 ? a[2] : Value::none(), 0);
    if (!s) return Value::error();
    std::optional<int64_t> e = slice_index(vm, a.size() > 3 ? a[3] : Value::none(), text::kEnd);
    if (!e) return Value::error();
    const std::string& self = self_bytes(vm, a);
    auto test = [&](const std::string& p) {
        return starts ? text::bytes_startswith(self, p, *s, *e) : text::bytes_endswith(self, p, *s, *e);
    };
    if (vm.is_kind(a[1], ObjKind::Tuple)) {
        for (Value item : vm.as<vm::TupleObject>(a[1]).items) {
            const std::string* p = need_bytes(vm, item);
            if (!p) return Value::error();
            if (test(*p)) return Value::boolean(true);
        }
        return Value::boolean(false);
    }
    const std::string* p = bytes_ptr(vm, a[1]);
    if (!p)
        return vm.raise(TypeId::TypeError, fmt::format("{} first arg must be bytes or a tuple of bytes, not {}", name,
                                                       vm.type_name(a[1])));
    return Value::boolean(test(*p));
}

Value b_startswith(Vm& vm, const CallArgs& a) { return starts_ends(vm, a, true); }
Value b_endswith(Vm& vm, const CallArgs& a) { return starts_ends(vm, a, false); }

// ---- split / partition / join ----

Value split_impl(Vm& vm, const CallArgs& a, bool right) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{right ? "rsplit" : "split", {"sep", "maxsplit"}, 0, 2, 0}, p)) return Value::error();
    int64_t maxsplit = -1;
    if (!p[1].is_undefined()) {
        std::optional<int64_t> m = to_ssize(vm, p[1]);
        if (!m) return Value::error();
        maxsplit = *m;
    }
    const std::string& self = self_bytes(vm, a);
    if (p[0].is_undefined() || p[0].is_none()) {
        if (!split_parts_fit(vm, self, "", maxsplit, kBytesPartBytes)) return Value::error();
        return bytes_list(vm, a, right ? text::bytes_rsplit_whitespace(self, maxsplit)
                                    : text::bytes_split_whitespace(self, maxsplit));
    }
    const std::string* sep = need_bytes(vm, p[0]);
    if (!sep) return Value::error();
    if (!split_parts_fit(vm, self, *sep, maxsplit, kBytesPartBytes)) return Value::error();
    auto r = right ? text::bytes_rsplit(self, *sep, maxsplit) : text::bytes_split(self, *sep, maxsplit);
    if (!r) return raise_text_error(vm, r.error());
    return bytes_list(vm, a, std::move(r.value()));
}

Value b_split(Vm& vm, const CallArgs& a) { return split_impl(vm, a, false); }
Value b_rsplit(Vm& vm, const CallArgs& a) { return split_impl(vm, a, true); }

Value b_splitlines(Vm& vm, const CallArgs& a) {
    Value p[1];
    if (!bind_args(vm, a, ParamSpec{"splitlines", {"keepends"}, 0, 1, 0}, p)) return Value::error();
    bool keepends = false;
    if (!p[0].is_undefined()) {
        std::optional<int64_t> k = to_index_clamped(vm, p[0]);
        if (!k) return Value::error();
        keepends = *k != 0;
    }
    if (!split_parts_fit(vm, self_bytes(vm, a), "", -1, kBytesPartBytes)) return Value::error();
    return bytes_list(vm, a, text::bytes_splitlines(self_bytes(vm, a), keepends));
}

Value partition_impl(Vm& vm, const CallArgs& a, bool right) {
    if (!check_one_arg(vm, a, right ? "bytes.rpartition" : "bytes.partition")) return Value::error();
    const std::string* sep = need_bytes(vm, a[1]);
    if (!sep) return Value::error();
    auto r = right ? text::bytes_rpartition(self_bytes(vm, a), *sep) : text::bytes_partition(self_bytes(vm, a), *sep);
    if (!r) return raise_text_error(vm, r.error());
    auto& parts = r.value();
    return vm.new_tuple({like(vm, a, std::move(parts[0])), like(vm, a, std::move(parts[1])),
                         like(vm, a, std::move(parts[2]))});
}

Value b_partition(Vm& vm, const CallArgs& a) { return partition_impl(vm, a, false); }
Value b_rpartition(Vm& vm, const CallArgs& a) { return partition_impl(vm, a, true); }

Value b_join(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "bytes.join")) return Value::error();
    std::vector<Value> items;
    Value it = vm.get_iter(a[1]);
    if (it.is_error()) {
        if (!vm.exception_matches(TypeId::TypeError)) return it;
        vm.take_exception();
        return vm.raise(TypeId::TypeError, "can only join an iterable");
    }
    if (!vm.collect(it, items)) return Value::error();
    const std::string& sep = self_bytes(vm, a);
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) {
        const std::string* b = bytes_ptr(vm, items[i]);
        if (!b)
            return vm.raise(TypeId::TypeError, fmt::format("sequence item {}: expected a bytes-like object, {} found",
                                                           i, vm.type_name(items[i])));
        if (i) out += sep;
        out += *b;
    }
    return like(vm, a, std::move(out));
}

// ---- strip / replace / affixes ----

Value strip_impl(Vm& vm, const CallArgs& a, int which) {
    static constexpr std::string_view kNames[] = {"strip", "lstrip", "rstrip"};
    std::string_view name = kNames[which];
    if (!check_expected(vm, a, name, fmt::format("bytes.{}", name), 0, 1)) return Value::error();
    const std::string& s = self_bytes(vm, a);
    if (a.size() == 1 || a[1].is_none()) {
        return same_or_like(vm, a, which == 0 ? text::bytes_strip(s) : which == 1 ? text::bytes_lstrip(s) : text::bytes_rstrip(s));
    }
    const std::string* chars = need_bytes(vm, a[1]);
    if (!chars) return Value::error();
    return same_or_like(vm, a, which == 0   ? text::bytes_strip(s, *chars)
                        : which == 1 ? text::bytes_lstrip(s, *chars)
                                     : text::bytes_rstrip(s, *chars));
}

Value b_strip(Vm& vm, const CallArgs& a) { return strip_impl(vm, a, 0); }
Value b_lstrip(Vm& vm, const CallArgs& a) { return strip_impl(vm, a, 1); }
Value b_rstrip(Vm& vm, const CallArgs& a) { return strip_impl(vm, a, 2); }

Value b_replace(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "replace", "bytes.replace", 2, 3)) return Value::error();
    const std::string* old_b = need_bytes(vm, a[1]);
    if (!old_b) return Value::error();
    const std::string* new_b = need_bytes(vm, a[2]);
    if (!new_b) return Value::error();
    int64_t count = -1;
    if (a.size() == 4) {
        std::optional<int64_t> c = to_ssize(vm, a[3]);
        if (!c) return Value::error();
        count = *c;
    }
    const std::string& s = self_bytes(vm, a);
    // The receiver comes back only when nothing was replaced (replace(b'a', b'a') is new).
    bool untouched = count == 0 || (old_b->empty() ? new_b->empty() : s.find(*old_b) == std::string::npos);
    return same_or_like(vm, a, text::bytes_replace(s, *old_b, *new_b, count), untouched);
}

Value affix_impl(Vm& vm, const CallArgs& a, bool prefix) {
    if (!check_one_arg(vm, a, prefix ? "bytes.removeprefix" : "bytes.removesuffix")) return Value::error();
    const std::string* p = need_bytes(vm, a[1]);
    if (!p) return Value::error();
    const std::string& s = self_bytes(vm, a);
    return same_or_like(vm, a, prefix ? text::bytes_removeprefix(s, *p) : text::bytes_removesuffix(s, *p));
}

Value b_removeprefix(Vm& vm, const CallArgs& a) { return affix_impl(vm, a, true); }
Value b_removesuffix(Vm& vm, const CallArgs& a) { return affix_impl(vm, a, false); }

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
    if (!check_expected(vm, a, name, fmt::format("bytes.{}", name), 1, 2)) return Value::error();
    int64_t width;
    if (!width_arg(vm, a[1], width)) return Value::error();
    char fill = ' ';
    if (a.size() == 3) {
        const std::string* f = bytes_ptr(vm, a[2]);
        if (!f || f->size() != 1)
            return vm.raise(TypeId::TypeError, fmt::format("{}() argument 2 must be a byte string of length 1, not {}",
                                                           name, vm.type_name(a[2])));
        fill = (*f)[0];
    }
    const std::string& s = self_bytes(vm, a);
    return same_or_like(vm, a, which == 0   ? text::bytes_center(s, width, fill)
                        : which == 1 ? text::bytes_ljust(s, width, fill)
                                     : text::bytes_rjust(s, width, fill));
}

Value b_center(Vm& vm, const CallArgs& a) { return pad_impl(vm, a, 0); }
Value b_ljust(Vm& vm, const CallArgs& a) { return pad_impl(vm, a, 1); }
Value b_rjust(Vm& vm, const CallArgs& a) { return pad_impl(vm, a, 2); }

Value b_zfill(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "bytes.zfill")) return Value::error();
    int64_t width;
    if (!width_arg(vm, a[1], width)) return Value::error();
    return same_or_like(vm, a, text::bytes_zfill(self_bytes(vm, a), width));
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

Value b_expandtabs(Vm& vm, const CallArgs& a) {
    Value p[1];
    if (!bind_args(vm, a, ParamSpec{"expandtabs", {"tabsize"}, 0, 1, 0}, p)) return Value::error();
    int64_t tabsize = 8;
    if (!p[0].is_undefined() && !tabsize_arg(vm, p[0], self_bytes(vm, a), tabsize)) return Value::error();
    return like(vm, a, text::bytes_expandtabs(self_bytes(vm, a), tabsize));
}

// ---- codecs and hex ----

Value b_decode(Vm& vm, const CallArgs& a) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{"decode", {"encoding", "errors"}, 0, 2, 0}, p)) return Value::error();
    std::string_view encoding = "utf-8", errors = "strict";
    if (!p[0].is_undefined()) {
        if (!vm.is_str(p[0]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("decode() argument 'encoding' must be str, not {}", vm.type_name(p[0])));
        encoding = vm.str_of(p[0]);
    }
    if (!p[1].is_undefined()) {
        if (!vm.is_str(p[1]))
            return vm.raise(TypeId::TypeError,
                            fmt::format("decode() argument 'errors' must be str, not {}", vm.type_name(p[1])));
        errors = vm.str_of(p[1]);
    }
    auto r = text::decode(self_bytes(vm, a), encoding, errors);
    if (!r) return raise_text_error(vm, r.error());
    return vm.new_str(std::move(r.value()));
}

Value b_hex(Vm& vm, const CallArgs& a) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{"hex", {"sep", "bytes_per_sep"}, 0, 2, 0}, p)) return Value::error();
    std::optional<std::string_view> sep;
    if (!p[0].is_undefined() && !p[0].is_none()) {
        if (auto s = str_ptr(vm, p[0])) sep = *s;
        else if (const std::string* b = bytes_ptr(vm, p[0])) sep = *b;
        else return vm.raise(TypeId::TypeError, fmt::format("object of type '{}' has no len()", vm.type_name(p[0])));
    }
    int64_t per = 1;
    if (!p[1].is_undefined()) {
        std::optional<int64_t> x = to_ssize(vm, p[1]);
        if (!x) return Value::error();
        per = *x;
    }
    auto r = text::bytes_hex(self_bytes(vm, a), sep, per);
    if (!r) return raise_text_error(vm, r.error());
    return vm.new_str(std::move(r.value()));
}

// bytes.fromhex(string): a class method.
Value b_fromhex(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "bytes.fromhex")) return Value::error();
    if (!vm.is_str(a[1]))
        return vm.raise(TypeId::TypeError, fmt::format("fromhex() argument must be str, not {}", vm.type_name(a[1])));
    auto r = text::bytes_fromhex(vm.str_of(a[1]));
    if (!r) return raise_text_error(vm, r.error());
    if (a[0].is_type() && TypeId(a[0].as_type_id()) == TypeId::ByteArray)
        return Value::object(vm.heap.make<vm::BytesObject>(std::move(r.value()), true));
    return vm.new_bytes(std::move(r.value()));
}

Value b_translate(Vm& vm, const CallArgs& a) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{"translate", {"table", "delete"}, 1, 2, 1}, p)) return Value::error();
    std::optional<std::string_view> table;
    if (!p[0].is_none()) {
        const std::string* t = need_bytes(vm, p[0]);
        if (!t) return Value::error();
        table = *t;
    }
    std::string_view del;
    if (!p[1].is_undefined()) {
        const std::string* d = need_bytes(vm, p[1]);
        if (!d) return Value::error();
        del = *d;
    }
    auto r = text::bytes_translate(self_bytes(vm, a), table, del);
    if (!r) return raise_text_error(vm, r.error());
    return same_or_like(vm, a, std::move(r.value()));
}

// bytes.maketrans(from, to): a static method.
Value b_maketrans(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "maketrans", "bytes.maketrans", 2, 2, 0)) return Value::error();
    const std::string* from = need_bytes(vm, a[0]);
    if (!from) return Value::error();
    const std::string* to = need_bytes(vm, a[1]);
    if (!to) return Value::error();
    auto r = text::bytes_maketrans(*from, *to);
    if (!r) return raise_text_error(vm, r.error());
    return vm.new_bytes(std::move(r.value()));
}

// ---- bytearray: the mutating methods and the constructor ----

Value new_bytearray(Vm& vm, std::string data) {
    return Value::object(vm.heap.make<vm::BytesObject>(std::move(data), true));
}

std::string& self_data(Vm& vm, const CallArgs& a) { return vm.as<vm::BytesObject>(a[0]).data; }

// An int in range(0, 256) stored into a bytearray.
std::optional<uint8_t> byte_arg(Vm& vm, Value v) {
    std::optional<int64_t> i = vm.index_of(v, "");
    if (!i) return std::nullopt;
    if (*i < 0 || *i > 255) {
        vm.raise(TypeId::ValueError, "byte must be in range(0, 256)");
        return std::nullopt;
    }
    return uint8_t(*i);
}

// The bytes of an iterable of ints (bytes-like objects directly).
std::optional<std::string> bytes_of_iterable(Vm& vm, Value src) {
    if (vm.is_kind(src, ObjKind::Bytes)) return vm.as<vm::BytesObject>(src).data;
    Value it = vm.get_iter(src);
    if (it.is_error()) return std::nullopt;
    RootScope roots(vm);
    roots.add(it);
    std::string out;
    for (;;) {
        Value v = vm.iter_next(it);
        if (v.is_error()) return std::nullopt;
        if (v.is_undefined()) break;
        auto b = byte_arg(vm, v);
        if (!b) return std::nullopt;
        out.push_back(char(*b));
        // bytes(gen) and bytearray(gen) build the buffer in one native loop: check the limits.
        if ((out.size() & 0xFFFF) == 0 && !vm.check_native_limits(out.capacity())) return std::nullopt;
    }
    return out;
}

Value ba_append(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "bytearray.append")) return Value::error();
    auto b = byte_arg(vm, a[1]);
    if (!b) return Value::error();
    std::string& d = self_data(vm, a);
    // Growth counts against the memory limit as it happens (the heap recounts only at collections).
    if (!vm.reserve_bytes(d, 1)) return Value::error();
    d.push_back(char(*b));
    return Value::none();
}

Value ba_extend(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "bytearray.extend")) return Value::error();
    if (vm.is_int(a[1]) || vm.is_float(a[1]) || a[1].is_none())
        return vm.raise(TypeId::TypeError, fmt::format("can't extend bytearray with {}", vm.type_name(a[1])));
    std::optional<std::string> extra = bytes_of_iterable(vm, a[1]);
    if (!extra) return Value::error();
    std::string& d = self_data(vm, a);
    if (!vm.reserve_bytes(d, extra->size())) return Value::error();
    d += *extra;
    return Value::none();
}

Value ba_pop(Vm& vm, const CallArgs& a) {
    if (!check_takes(vm, a, "pop", "bytearray.pop", 0, 1)) return Value::error();
    std::string& d = self_data(vm, a);
    int64_t i = -1;
    if (a.size() > 1) {
        std::optional<int64_t> x = vm.index_of(a[1], "");
        if (!x) return Value::error();
        i = *x;
    }
    if (d.empty()) return vm.raise(TypeId::IndexError, "pop from empty bytearray");
    if (i < 0) i += int64_t(d.size());
    if (i < 0 || i >= int64_t(d.size())) return vm.raise(TypeId::IndexError, "pop index out of range");
    uint8_t b = uint8_t(d[size_t(i)]);
    d.erase(size_t(i), 1);
    return Value::small_int(b);
}

Value ba_insert(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "insert", "bytearray.insert", 2, 2)) return Value::error();
    std::optional<int64_t> x = vm.index_of(a[1], "");
    if (!x) return Value::error();
    auto b = byte_arg(vm, a[2]);
    if (!b) return Value::error();
    std::string& d = self_data(vm, a);
    int64_t n = int64_t(d.size());
    int64_t i = *x < 0 ? std::max<int64_t>(*x + n, 0) : std::min(*x, n);
    if (!vm.reserve_bytes(d, 1)) return Value::error();
    d.insert(d.begin() + i, char(*b));
    return Value::none();
}

Value ba_remove(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "bytearray.remove")) return Value::error();
    auto b = byte_arg(vm, a[1]);
    if (!b) return Value::error();
    std::string& d = self_data(vm, a);
    size_t pos = d.find(char(*b));
    if (pos == std::string::npos) return vm.raise(TypeId::ValueError, "value not found in bytearray");
    d.erase(pos, 1);
    return Value::none();
}

Value ba_reverse(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "bytearray.reverse")) return Value::error();
    std::string& d = self_data(vm, a);
    std::reverse(d.begin(), d.end());
    return Value::none();
}

Value ba_clear(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "bytearray.clear")) return Value::error();
    self_data(vm, a).clear();
    return Value::none();
}

Value ba_copy(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "bytearray.copy")) return Value::error();
    return new_bytearray(vm, self_data(vm, a));
}

// bytearray(), bytearray(int), bytearray(iterable of ints), bytearray(bytes), bytearray(str, enc[, errors]).
Value bytearray_new(Vm& vm, const CallArgs& a) {
    Value p[3];
    if (!bind_args(vm, a, ParamSpec{"bytearray", {"source", "encoding", "errors"}, 0, 3, 0}, p, 1))
        return Value::error();
    if (!p[1].is_undefined() && !vm.is_str(p[1]))
        return vm.raise(TypeId::TypeError,
                        fmt::format("bytearray() argument 'encoding' must be str, not {}", vm.type_name(p[1])));
    if (!p[2].is_undefined() && !vm.is_str(p[2]))
        return vm.raise(TypeId::TypeError,
                        fmt::format("bytearray() argument 'errors' must be str, not {}", vm.type_name(p[2])));
    Value src = p[0];
    if (src.is_undefined()) {
        if (!p[1].is_undefined() || !p[2].is_undefined())
            return vm.raise(TypeId::TypeError, "encoding or errors without sequence argument");
        return new_bytearray(vm, "");
    }
    if (vm.is_str(src)) {
        if (p[1].is_undefined()) return vm.raise(TypeId::TypeError, "string argument without an encoding");
        auto r = text::encode(vm.str_of(src), vm.str_of(p[1]), p[2].is_undefined() ? "strict" : vm.str_of(p[2]));
        if (!r) return raise_text_error(vm, r.error());
        return new_bytearray(vm, std::move(r.value()));
    }
    if (!p[1].is_undefined()) return vm.raise(TypeId::TypeError, "encoding without a string argument");
    if (!p[2].is_undefined()) return vm.raise(TypeId::TypeError, "errors without a string argument");
    if (vm.is_int(src)) {
        std::optional<int64_t> n = int_value(vm, src);
        if (!n) return vm.raise(TypeId::OverflowError, "cannot fit 'int' into an index-sized integer");
        if (*n < 0) return vm.raise(TypeId::ValueError, "negative count");
        if (*n > (int64_t(1) << 32)) return vm.raise(TypeId::MemoryError, "");
        return new_bytearray(vm, std::string(size_t(*n), '\0'));
    }
    if (vm.is_float(src) || src.is_none() || src.is_type() || src.is_builtin())
        return vm.raise(TypeId::TypeError, fmt::format("cannot convert '{}' object to bytearray", vm.type_name(src)));
    if (!vm.is_kind(src, ObjKind::Bytes)) {
        Value it = vm.get_iter(src);
        if (it.is_error()) {
            if (!vm.exception_matches(TypeId::TypeError)) return it;
            vm.take_exception();
            return vm.raise(TypeId::TypeError, fmt::format("cannot convert '{}' object to bytearray", vm.type_name(src)));
        }
    }
    std::optional<std::string> data = bytes_of_iterable(vm, src);
    if (!data) return Value::error();
    return new_bytearray(vm, std::move(*data));
}

// The methods shared by bytes and bytearray (results take the receiver's type).
template <TypeId B>
void register_common_methods(vm::NativeRegistry& reg) {
    add_checked_method<b_upper, B>(reg, "upper");
    add_checked_method<b_lower, B>(reg, "lower");
    add_checked_method<b_swapcase, B>(reg, "swapcase");
    add_checked_method<b_title, B>(reg, "title");
    add_checked_method<b_capitalize, B>(reg, "capitalize");
    add_checked_method<b_isalpha, B>(reg, "isalpha");
    add_checked_method<b_isdigit, B>(reg, "isdigit");
    add_checked_method<b_isalnum, B>(reg, "isalnum");
    add_checked_method<b_isspace, B>(reg, "isspace");
    add_checked_method<b_isupper, B>(reg, "isupper");
    add_checked_method<b_islower, B>(reg, "islower");
    add_checked_method<b_istitle, B>(reg, "istitle");
    add_checked_method<b_isascii, B>(reg, "isascii");
    add_checked_method<b_find, B>(reg, "find");
    add_checked_method<b_rfind, B>(reg, "rfind");
    add_checked_method<b_index, B>(reg, "index");
    add_checked_method<b_rindex, B>(reg, "rindex");
    add_checked_method<b_count, B>(reg, "count");
    add_checked_method<b_startswith, B>(reg, "startswith");
    add_checked_method<b_endswith, B>(reg, "endswith");
    add_checked_method<b_split, B>(reg, "split");
    add_checked_method<b_rsplit, B>(reg, "rsplit");
    add_checked_method<b_splitlines, B>(reg, "splitlines");
    add_checked_method<b_partition, B>(reg, "partition");
    add_checked_method<b_rpartition, B>(reg, "rpartition");
    add_checked_method<b_join, B>(reg, "join");
    add_checked_method<b_strip, B>(reg, "strip");
    add_checked_method<b_lstrip, B>(reg, "lstrip");
    add_checked_method<b_rstrip, B>(reg, "rstrip");
    add_checked_method<b_replace, B>(reg, "replace");
    add_checked_method<b_removeprefix, B>(reg, "removeprefix");
    add_checked_method<b_removesuffix, B>(reg, "removesuffix");
    add_checked_method<b_center, B>(reg, "center");
    add_checked_method<b_ljust, B>(reg, "ljust");
    add_checked_method<b_rjust, B>(reg, "rjust");
    add_checked_method<b_zfill, B>(reg, "zfill");
    add_checked_method<b_expandtabs, B>(reg, "expandtabs");
    add_checked_method<b_decode, B>(reg, "decode");
    add_checked_method<b_hex, B>(reg, "hex");
    add_checked_method<b_translate, B>(reg, "translate");
    reg.add_method(B, "fromhex", b_fromhex, vm::MethodKind::ClassMethod);
    reg.add_method(B, "maketrans", b_maketrans, vm::MethodKind::StaticMethod);
}

}  // namespace

void register_bytes_methods(vm::NativeRegistry& reg) {
    register_common_methods<TypeId::Bytes>(reg);
    constexpr TypeId BA = TypeId::ByteArray;
    register_common_methods<BA>(reg);
    add_checked_method<ba_append, BA>(reg, "append");
    add_checked_method<ba_extend, BA>(reg, "extend");
    add_checked_method<ba_pop, BA>(reg, "pop");
    add_checked_method<ba_insert, BA>(reg, "insert");
    add_checked_method<ba_remove, BA>(reg, "remove");
    add_checked_method<ba_reverse, BA>(reg, "reverse");
    add_checked_method<ba_clear, BA>(reg, "clear");
    add_checked_method<ba_copy, BA>(reg, "copy");
    reg.add_method(BA, "__new__", bytearray_new, vm::MethodKind::StaticMethod);
    reg.add_builtin_value(vm::type_name(BA), Value::type(uint32_t(BA)));
}

}  // namespace basilisk::stdlib
