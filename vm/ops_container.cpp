// The generic container operations: subscripting (items and slices), `in`, len(), iteration,
// and the dict/set primitives every other part of the VM builds on.
#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "stdlib/text/utf8.h"
#include "vm/native.h"
#include "vm/vm_internal.h"

namespace basilisk::vm {

namespace {

bool is_small(Value v) { return v.is_small_int() || v.is_bool(); }
int64_t small_of(Value v) { return v.is_bool() ? int64_t(v.as_bool()) : v.as_small_int(); }

int contains_by_iteration(Vm& vm, Value c, Value item);

bool has_user_attr(Vm& vm, Value v, std::string_view name) {
    return !find_user_attr(vm, vm.type_of(v), name).is_undefined();
}

// An integer subscript: 1 with `out` set, 0 when `key` is not an index at all, -1 on error.
int key_index(Vm& vm, Value key, int64_t& out) {
    if (is_small(key)) {
        out = small_of(key);
        return 1;
    }
    if (vm.is_kind(key, ObjKind::BigInt) || has_user_attr(vm, key, "__index__")) {
        auto i = vm.index_of(key, "");
        if (!i) return -1;
        out = *i;
        return 1;
    }
    return 0;
}

// Normalizes a (possibly negative) index; false when out of range.
bool normalize(int64_t& i, size_t size) {
    if (i < 0) i += int64_t(size);
    return i >= 0 && uint64_t(i) < size;
}

// A slice bound: None, an int (clamped to int64 like CPython clamps to Py_ssize_t) or __index__.
bool slice_bound(Vm& vm, Value v, std::optional<int64_t>& out) {
    if (v.is_none()) {
        out.reset();
        return true;
    }
    if (is_small(v)) {
        out = small_of(v);
        return true;
    }
    if (vm.is_kind(v, ObjKind::BigInt)) {
        // Ints past the inline range may still fit int64 (range(10**18)[10**17:]); only the
        // ones beyond clamp, as CPython clamps to PY_SSIZE_T_MIN/MAX.
        const num::BigInt& b = vm.as<BigIntObject>(v).value;
        std::optional<int64_t> exact = num::to_int64(b);
        out = exact ? *exact : b < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
        return true;
    }
    if (has_user_attr(vm, v, "__index__")) {
        auto i = vm.index_of(v, "");
        if (!i) return false;
        out = *i;
        return true;
    }
    vm.raise(TypeId::TypeError, "slice indices must be integers or None or have an __index__ method");
    return false;
}

const std::vector<Value>& seq_items(Vm& vm, Value v) {
    return vm.kind_of(v) == ObjKind::List ? vm.as<ListObject>(v).items : vm.as<TupleObject>(v).items;
}

Value index_error(Vm& vm, const char* msg) { return vm.raise(TypeId::IndexError, msg); }

Value str_item(Vm& vm, Value s, int64_t i) {
    const StrObject& so = vm.as<StrObject>(s);
    if (!normalize(i, so.cp_length)) return index_error(vm, "string index out of range");
    if (so.ascii) return vm.new_str(so.text().substr(size_t(i), 1), 1, true);
    return vm.new_str(text::encode_code_point(text::code_point_at(so.text(), size_t(i), false)));
}

Value str_slice(Vm& vm, Value s, const SliceIndices& si) {
    const StrObject& so = vm.as<StrObject>(s);
    // The whole of a plain str is the str itself; a subclass instance's is a plain copy.
    if (si.length == int64_t(so.cp_length) && si.step == 1 && !so.is_subclass_instance) return s;
    if (si.length <= 0) return vm.new_str(std::string_view(), 0, true);
    if (so.ascii && si.step == 1)
        return vm.new_str(so.text().substr(size_t(si.start), size_t(si.length)), uint32_t(si.length), true);
    return vm.new_str(text::slice(so.text(), si.start, si.stop, si.step, so.ascii));
}

template <class Fn>
void for_slice(const SliceIndices& si, Fn&& fn) {
    // The step after the last index may leave int64 (a[1::2**63-1]): add unsigned, where
    // wrapping is defined, since that last value is never used.
    int64_t i = si.start;
    for (int64_t n = 0; n < si.length; ++n, i = int64_t(uint64_t(i) + uint64_t(si.step))) fn(i);
}

Value list_slice_assign(Vm& vm, Value list, Value key, Value value) {
    std::vector<Value> seq;
    if (vm.is_kind(value, ObjKind::List) || vm.is_kind(value, ObjKind::Tuple)) {
        seq = seq_items(vm, value);   // a copy, so `a[:] = a` works
    } else {
        Value it = vm.get_iter(value);
        if (it.is_error()) {
            if (vm.exception_matches(TypeId::TypeError)) {
                vm.take_exception();
                return vm.raise(TypeId::TypeError, "can only assign an iterable");
            }
            return it;
        }
        if (!vm.collect(it, seq)) return Value::error();   // checks the limits as it grows
    }
    auto& items = vm.as<ListObject>(list).items;
    SliceIndices si;
    if (!slice_indices(vm, key, int64_t(items.size()), si)) return Value::error();
    if (si.step == 1) {
        int64_t stop = std::max(si.stop, si.start);
        // `x[:0] = x` doubles the list: count (and check) the growth as append does.
        size_t removed = size_t(stop - si.start);
        if (seq.size() > removed && !vm.reserve_items(items, seq.size() - removed)) return Value::error();
        items.erase(items.begin() + si.start, items.begin() + stop);
        items.insert(items.begin() + si.start, seq.begin(), seq.end());
        return Value::none();
    }
    if (int64_t(seq.size()) != si.length)
        return vm.raise(TypeId::ValueError,
                        fmt::format("attempt to assign sequence of size {} to extended slice of size {}",
                                    seq.size(), si.length));
    size_t n = 0;
    for_slice(si, [&](int64_t i) { items[size_t(i)] = seq[n++]; });
    return Value::none();
}

bool list_slice_delete(Vm& vm, Value list, Value key) {
    auto& items = vm.as<ListObject>(list).items;
    SliceIndices si;
    if (!slice_indices(vm, key, int64_t(items.size()), si)) return false;
    if (si.length <= 0) return true;
    if (si.step == 1) {
        items.erase(items.begin() + si.start, items.begin() + si.start + si.length);
        return true;
    }
    std::vector<bool> drop(items.size(), false);
    for_slice(si, [&](int64_t i) { drop[size_t(i)] = true; });
    size_t w = 0;
    for (size_t r = 0; r < items.size(); ++r)
        if (!drop[r]) items[w++] = items[r];
    items.resize(w);
    return true;
}

// ---- bytearray stores (a BytesObject with is_bytearray set) ----

bool is_bytearray(Vm& vm, Value v) { return vm.is_kind(v, ObjKind::Bytes) && vm.as<BytesObject>(v).is_bytearray; }

Value new_bytearray(Vm& vm, std::string data) { return Value::object(vm.heap.make<BytesObject>(std::move(data), true)); }

// A value stored into a bytearray: an int in range(0, 256).
std::optional<uint8_t> byte_value(Vm& vm, Value v) {
    std::optional<int64_t> i = vm.index_of(v, "'{}' object cannot be interpreted as an integer");
    if (!i) return std::nullopt;
    if (*i < 0 || *i > 255) {
        vm.raise(TypeId::ValueError, "byte must be in range(0, 256)");
        return std::nullopt;
    }
    return uint8_t(*i);
}

// The bytes a slice assignment stores: bytes-like objects, or an iterable of ints in range(256).
std::optional<std::string> assigned_bytes(Vm& vm, Value value) {
    if (vm.is_kind(value, ObjKind::Bytes)) return vm.as<BytesObject>(value).data;   // a copy: `a[:] = a`
    if (vm.is_int(value) || vm.is_str(value) || value.is_none() || vm.is_float(value)) {
        vm.raise(TypeId::TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        return std::nullopt;
    }
    std::vector<Value> items;
    Value it = vm.get_iter(value);
    if (it.is_error()) {
        if (vm.exception_matches(TypeId::TypeError)) {
            vm.take_exception();
            vm.raise(TypeId::TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        }
        return std::nullopt;
    }
    if (!vm.collect(it, items)) return std::nullopt;
    std::string out;
    for (Value x : items) {
        auto b = byte_value(vm, x);
        if (!b) return std::nullopt;
        out.push_back(char(*b));
    }
    return out;
}

bool bytearray_set_item(Vm& vm, Value c, Value key, Value value) {
    int64_t i;
    int r = key_index(vm, key, i);
    if (r < 0) return false;
    if (r == 1) {
        auto b = byte_value(vm, value);
        if (!b) return false;
        std::string& d = vm.as<BytesObject>(c).data;
        if (!normalize(i, d.size())) return !index_error(vm, "bytearray index out of range").is_error();
        d[size_t(i)] = char(*b);
        return true;
    }
    if (!vm.is_kind(key, ObjKind::Slice)) {
        vm.raise(TypeId::TypeError, fmt::format("bytearray indices must be integers or slices, not {}", vm.type_name(key)));
        return false;
    }
    auto src = assigned_bytes(vm, value);
    if (!src) return false;
    std::string& d = vm.as<BytesObject>(c).data;
    SliceIndices si;
    if (!slice_indices(vm, key, int64_t(d.size()), si)) return false;
    if (si.step == 1) {
        int64_t stop = std::max(si.stop, si.start);
        size_t removed = size_t(stop - si.start);
        if (src->size() > removed && !vm.reserve_bytes(d, src->size() - removed)) return false;
        d.replace(size_t(si.start), size_t(stop - si.start), *src);
        return true;
    }
    if (int64_t(src->size()) != si.length) {
        vm.raise(TypeId::ValueError, fmt::format("attempt to assign bytes of size {} to extended slice of size {}",
                                                 src->size(), si.length));
        return false;
    }
    size_t n = 0;
    for_slice(si, [&](int64_t k) { d[size_t(k)] = (*src)[n++]; });
    return true;
}

bool bytearray_del_item(Vm& vm, Value c, Value key) {
    int64_t i;
    int r = key_index(vm, key, i);
    if (r < 0) return false;
    std::string& d = vm.as<BytesObject>(c).data;
    if (r == 1) {
        if (!normalize(i, d.size())) return !index_error(vm, "bytearray index out of range").is_error();
        d.erase(size_t(i), 1);
        return true;
    }
    if (!vm.is_kind(key, ObjKind::Slice)) {
        vm.raise(TypeId::TypeError, fmt::format("bytearray indices must be integers or slices, not {}", vm.type_name(key)));
        return false;
    }
    SliceIndices si;
    if (!slice_indices(vm, key, int64_t(d.size()), si)) return false;
    if (si.length <= 0) return true;
    if (si.step == 1) {
        d.erase(size_t(si.start), size_t(si.length));
        return true;
    }
    std::vector<bool> drop(d.size(), false);
    for_slice(si, [&](int64_t k) { drop[size_t(k)] = true; });
    size_t w = 0;
    for (size_t k = 0; k < d.size(); ++k)
        if (!drop[k]) d[w++] = d[k];
    d.resize(w);
    return true;
}

const char* index_type_error(ObjKind k) {
    switch (k) {
        case ObjKind::List: return "list indices must be integers or slices, not {}";
        case ObjKind::Tuple: return "tuple indices must be integers or slices, not {}";
        case ObjKind::Str: return "string indices must be integers, not '{}'";
        case ObjKind::Bytes: return "byte indices must be integers or slices, not {}";
        case ObjKind::Range: return "range indices must be integers or slices, not {}";
        default: return "indices must be integers or slices, not {}";
    }
}

Value seq_iter(Vm& vm, TypeId type, Value seq) {
    return Value::object(vm.heap.make<SeqIterObject>(type, seq));
}

// One step of a built-in sequence iterator.
Value seq_iter_next(Vm& vm, Value itv) {
    SeqIterObject& it = vm.as<SeqIterObject>(itv);
    if (it.seq.is_none()) return Value::undefined();
    Value seq = it.seq;
    auto done = [&]() {
        vm.as<SeqIterObject>(itv).seq = Value::none();
        return Value::undefined();
    };
    switch (it.type) {
        case TypeId::ListIterator:
        case TypeId::TupleIterator: {
            const auto& items = seq_items(vm, seq);
            if (it.index < 0 || uint64_t(it.index) >= items.size()) return done();
            return items[size_t(it.index++)];
        }
        case TypeId::ListReverseIterator: {
            const auto& items = seq_items(vm, seq);
            if (it.index < 0 || uint64_t(it.index) >= items.size()) return done();
            return items[size_t(it.index--)];
        }
        case TypeId::StrIterator: {
            std::string_view s = vm.str_of(seq);
            if (uint64_t(it.index) >= s.size()) return done();
            size_t pos = size_t(it.index);
            size_t start = pos;
            text::decode_next(s, pos);
            it.index = int64_t(pos);
            return vm.new_str(s.substr(start, pos - start));
        }
        case TypeId::BytesIterator: {
            const std::string& s = vm.as<BytesObject>(seq).data;
            if (uint64_t(it.index) >= s.size()) return done();
            return Value::small_int(uint8_t(s[size_t(it.index++)]));
        }
        case TypeId::RangeIterator: {
            // index: next value, stop: values left, step: the stride. stop -1: a range past
            // int64, whose state is in `extra` (range_big_iter).
            if (it.stop < 0) return range_big_iter_next(vm, itv);
            if (it.stop <= 0) return done();
            Value v = vm.new_int(it.index);
            it.index = int64_t(uint64_t(it.index) + uint64_t(it.step));
            --it.stop;
            return v;
        }
        case TypeId::DictKeyIterator:
        case TypeId::DictValueIterator:
        case TypeId::DictItemIterator: {
            const DictTable& t = vm.as<DictObject>(seq).table;
            if (t.size() != it.expected_size) {
                it.expected_size = std::numeric_limits<uint32_t>::max();
                return vm.raise(TypeId::RuntimeError, "dictionary changed size during iteration");
            }
            const auto& entries = t.entries();
            while (uint64_t(it.index) < entries.size() && entries[size_t(it.index)].key.is_undefined()) ++it.index;
            if (uint64_t(it.index) >= entries.size()) return done();
            const DictEntry& e = entries[size_t(it.index++)];
            if (it.type == TypeId::DictKeyIterator) return e.key;
            if (it.type == TypeId::DictValueIterator) return e.value;
            Value k = e.key, v = e.value;
            return vm.new_tuple({k, v});
        }
        case TypeId::SetIterator: {
            const SetTable& t = vm.as<SetObject>(seq).table;
            if (t.size() != it.expected_size) {
                it.expected_size = std::numeric_limits<uint32_t>::max();
                return vm.raise(TypeId::RuntimeError, "Set changed size during iteration");
            }
            const auto& slots = t.slots();
            while (uint64_t(it.index) < slots.size() && !slots[size_t(it.index)].live()) ++it.index;
            if (uint64_t(it.index) >= slots.size()) return done();
            return slots[size_t(it.index++)].key;
        }
        case TypeId::SeqIterator: {
            // The __getitem__ protocol: items 0, 1, 2... until IndexError or StopIteration.
            Value idx = vm.new_int(it.index);
            Value r = vm.get_item(seq, idx);
            if (r.is_error()) {
                if (vm.exception_matches(TypeId::IndexError) || vm.exception_matches(TypeId::StopIteration)) {
                    vm.take_exception();
                    return done();
                }
                return r;
            }
            ++vm.as<SeqIterObject>(itv).index;
            return r;
        }
        case TypeId::Map: {
            // seq: a tuple of iterators; one item from each, then func(*items).
            std::vector<Value> iters = vm.as<TupleObject>(seq).items;
            std::vector<Value> args;
            args.reserve(iters.size());
            for (Value inner : iters) {
                Value x = vm.iter_next(inner);
                if (x.is_error()) return x;
                if (x.is_undefined()) return done();
                args.push_back(x);
            }
            Value fn = vm.as<SeqIterObject>(itv).func;
            return vm.call(fn, std::span<const Value>(args));
        }
        case TypeId::Filter: {
            for (;;) {
                Value x = vm.iter_next(seq);
                if (x.is_error()) return x;
                if (x.is_undefined()) return done();
                Value fn = vm.as<SeqIterObject>(itv).func;
                Value test = x;
                if (!fn.is_none()) {
                    Value args[] = {x};
                    test = vm.call(fn, std::span<const Value>(args));
                    if (test.is_error()) return test;
                }
                int t = vm.truthy(test);
                if (t < 0) return Value::error();
                if (t) return x;
            }
        }
        case TypeId::Reversed: {
            // Any sequence: seq[index] for index = len-1 down to 0, looked up lazily.
            if (it.index < 0) return done();
            Value idx = vm.new_int(it.index);
            Value r = vm.get_item(seq, idx);
            if (r.is_error()) {
                if (vm.exception_matches(TypeId::IndexError) || vm.exception_matches(TypeId::StopIteration)) {
                    vm.take_exception();
                    return done();
                }
                return r;
            }
            --vm.as<SeqIterObject>(itv).index;
            return r;
        }
        case TypeId::CallIterator: {
            Value fn = it.func;
            Value r = vm.call(fn, std::span<const Value>());
            if (r.is_error()) {
                if (vm.exception_matches(TypeId::StopIteration)) {
                    vm.take_exception();
                    return done();
                }
                return r;
            }
            int eq = vm.equal(r, vm.as<SeqIterObject>(itv).extra);
            if (eq < 0) return Value::error();
            if (eq) return done();
            return r;
        }
        default: return done();
    }
}

std::string zip_args(size_t n) {
    return n == 1 ? "argument 1" : fmt::format("arguments 1-{}", n);
}

Value zip_next(Vm& vm, Value zv) {
    std::vector<Value> iters = vm.as<ZipObject>(zv).iters;
    bool strict = vm.as<ZipObject>(zv).strict;
    if (iters.empty()) return Value::undefined();
    std::vector<Value> out;
    out.reserve(iters.size());
    for (size_t i = 0; i < iters.size(); ++i) {
        Value x = vm.iter_next(iters[i]);
        if (x.is_error()) return x;
        if (x.is_undefined()) {
            if (!strict) return x;
            if (i > 0)
                return vm.raise(TypeId::ValueError,
                                fmt::format("zip() argument {} is shorter than {}", i + 1, zip_args(i)));
            for (size_t j = 1; j < iters.size(); ++j) {
                Value y = vm.iter_next(iters[j]);
                if (y.is_error()) return y;
                if (!y.is_undefined())
                    return vm.raise(TypeId::ValueError,
                                    fmt::format("zip() argument {} is longer than {}", j + 1, zip_args(j)));
            }
            return Value::undefined();
        }
        out.push_back(x);
    }
    return vm.new_tuple(std::move(out));
}

}  // namespace

Value seq_iter_length_hint(Vm& vm, Value itv) {
    const SeqIterObject& it = vm.as<SeqIterObject>(itv);
    Value seq = it.seq;
    if (seq.is_none()) return Value::small_int(0);
    auto left = [](int64_t n) { return Value::small_int(std::max<int64_t>(n, 0)); };
    switch (it.type) {
        case TypeId::ListIterator:
        case TypeId::TupleIterator: return left(int64_t(seq_items(vm, seq).size()) - it.index);
        case TypeId::ListReverseIterator: {
            int64_t n = int64_t(seq_items(vm, seq).size());
            return left(it.index < n ? it.index + 1 : 0);
        }
        case TypeId::StrIterator: {
            // index is a byte offset: count the code points left (no UTF-8 continuation bytes).
            const StrObject& so = vm.as<StrObject>(seq);
            std::string_view s = so.text();
            if (uint64_t(it.index) >= s.size()) return Value::small_int(0);
            if (so.cp_length == s.size()) return left(int64_t(s.size()) - it.index);
            int64_t n = 0;
            for (char c : s.substr(size_t(it.index))) n += (uint8_t(c) & 0xC0) != 0x80;
            return Value::small_int(n);
        }
        case TypeId::BytesIterator: return left(int64_t(vm.as<BytesObject>(seq).data.size()) - it.index);
        case TypeId::RangeIterator: {
            if (it.stop >= 0) return Value::small_int(it.stop);
            // A range past int64: the values left are the second item of the state list.
            Value state = it.extra;
            if (!vm.is_kind(state, ObjKind::List) || vm.as<ListObject>(state).items.size() != 3)
                return Value::small_int(0);
            return vm.as<ListObject>(state).items[1];
        }
        case TypeId::DictKeyIterator:
        case TypeId::DictValueIterator:
        case TypeId::DictItemIterator: {
            // 0 once the dict changed size, as CPython (the next step raises).
            const DictTable& t = vm.as<DictObject>(seq).table;
            if (t.size() != it.expected_size) return Value::small_int(0);
            const auto& entries = t.entries();
            int64_t n = 0;
            for (size_t i = size_t(std::max<int64_t>(it.index, 0)); i < entries.size(); ++i)
                n += !entries[i].key.is_undefined();
            return Value::small_int(n);
        }
        case TypeId::SetIterator: {
            const SetTable& t = vm.as<SetObject>(seq).table;
            if (t.size() != it.expected_size) return Value::small_int(0);
            const auto& slots = t.slots();
            int64_t n = 0;
            for (size_t i = size_t(std::max<int64_t>(it.index, 0)); i < slots.size(); ++i) n += slots[i].live();
            return Value::small_int(n);
        }
        case TypeId::Reversed: {
            // As CPython's reversed_len: index + 1, or 0 once the sequence shrank below it.
            std::optional<int64_t> n = vm.length(seq);
            if (!n) return Value::error();
            return left(*n < it.index + 1 ? 0 : it.index + 1);
        }
        default: return Value::not_implemented();
    }
}

// ---- shared helpers (vm_internal.h) -------------------------------------------------------------

Value new_range(Vm& vm, int64_t start, int64_t stop, int64_t step) {
    return Value::object(vm.heap.make<RangeObject>(start, stop, step));
}

bool slice_indices(Vm& vm, Value slice, int64_t length, SliceIndices& out) {
    const SliceObject& s = vm.as<SliceObject>(slice);
    Value sv = s.start, ev = s.stop, pv = s.step;
    std::optional<int64_t> start, stop, step;
    if (!slice_bound(vm, pv, step)) return false;
    int64_t st = step.value_or(1);
    if (st == 0) {
        vm.raise(TypeId::ValueError, "slice step cannot be zero");
        return false;
    }
    // CPython clamps the step to -PY_SSIZE_T_MAX so that -step never overflows.
    if (st < -std::numeric_limits<int64_t>::max()) st = -std::numeric_limits<int64_t>::max();
    if (!slice_bound(vm, sv, start) || !slice_bound(vm, ev, stop)) return false;
    text::SliceBounds b = text::adjust_slice(length, start, stop, st);
    out.start = b.start;
    out.stop = b.stop;
    out.step = b.step;
    out.length = b.length;
    return true;
}

Value raise_key_error(Vm& vm, Value key) {
    Value exc = vm.make_exception(Value::type(uint32_t(TypeId::KeyError)), {key});
    if (exc.is_error()) return exc;
    return vm.raise_value(exc);
}

// ---- Vm members ---------------------------------------------------------------------------------

std::optional<int64_t> Vm::index_of(Value v, std::string_view what) {
    if (is_small(v)) return small_of(v);
    if (is_kind(v, ObjKind::BigInt)) {
        auto r = num::to_int64(as<BigIntObject>(v).value);
        if (!r) {
            raise(TypeId::IndexError, "cannot fit 'int' into an index-sized integer");
            return std::nullopt;
        }
        return *r;
    }
    Value f = find_user_attr(*this, type_of(v), "__index__");
    if (!f.is_undefined()) {
        Value r = call_user_method(*this, f, v, {});
        if (r.is_error()) return std::nullopt;
        if (!is_int(r)) {
            raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", type_name(r)));
            return std::nullopt;
        }
        return index_of(r, what);
    }
    // `what` may be a message template whose "{}" is replaced by the type name.
    size_t hole = what.find("{}");
    if (hole != std::string_view::npos) {
        std::string msg(what.substr(0, hole));
        msg += type_name(v);
        msg += what.substr(hole + 2);
        raise(TypeId::TypeError, std::move(msg));
    } else {
        raise(TypeId::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", type_name(v)));
    }
    return std::nullopt;
}

Value Vm::get_item(Value c, Value key) {
    if (c.is_type()) {
        // list[int], dict[str, int], type[C]: a types.GenericAlias, as in CPython; the other
        // built-in types are not subscriptable.
        TypeId t = TypeId(c.as_type_id());
        if (builtin_type_is_generic(t)) return new_generic_alias(*this, c, key);
        return raise(TypeId::TypeError, fmt::format("type '{}' is not subscriptable", vm::type_name(t)));
    }
    if (!c.is_object())
        return raise(TypeId::TypeError, fmt::format("'{}' object is not subscriptable", type_name(c)));
    if (is_builtin_subclass_instance(*this, c)) {
        Value r = call_dunder(*this, c, "__getitem__", {key});
        if (!r.is_undefined()) return r;
    }
    ObjKind k = kind_of(c);
    // A class's __dict__ reads through to the namespace.
    if (k == ObjKind::DictView && as<DictViewObject>(c).type == TypeId::MappingProxy) return get_item(as<DictViewObject>(c).dict, key);
    switch (k) {
        case ObjKind::List:
        case ObjKind::Tuple:
        case ObjKind::Str:
        case ObjKind::Bytes:
        case ObjKind::Range: {
            // A range indexes with ints of any size (range(10)[10**20] is out of range, not an
            // OverflowError as for lists).
            if (k == ObjKind::Range && key.is_object() && (is_kind(key, ObjKind::BigInt) || has_user_attr(*this, key, "__index__"))) {
                Value iv = key;
                if (!is_kind(key, ObjKind::BigInt)) {
                    iv = call_dunder(*this, key, "__index__", {});
                    if (iv.is_error()) return iv;
                    if (!is_int(iv))
                        return raise(TypeId::TypeError, fmt::format("__index__ returned non-int (type {})", type_name(iv)));
                }
                return range_big_item(*this, as<RangeObject>(c), iv);
            }
            int64_t i;
            int r = key_index(*this, key, i);
            if (r < 0) return Value::error();
            if (r == 1) {
                switch (k) {
                    case ObjKind::List:
                    case ObjKind::Tuple: {
                        const auto& items = seq_items(*this, c);
                        if (!normalize(i, items.size()))
                            return index_error(*this, k == ObjKind::List ? "list index out of range" : "tuple index out of range");
                        return items[size_t(i)];
                    }
                    case ObjKind::Str: return str_item(*this, c, i);
                    case ObjKind::Bytes: {
                        const std::string& d = as<BytesObject>(c).data;
                        if (!normalize(i, d.size()))
                            return index_error(*this, as<BytesObject>(c).is_bytearray ? "bytearray index out of range"
                                                                                      : "index out of range");
                        return Value::small_int(uint8_t(d[size_t(i)]));
                    }
                    default: {
                        if (range_needs_big(as<RangeObject>(c))) return range_big_item(*this, as<RangeObject>(c), new_int(i));
                        std::optional<int64_t> len = length(c);
                        if (!len) return Value::error();
                        if (i < 0) i += *len;
                        if (i < 0 || i >= *len) return index_error(*this, "range object index out of range");
                        const RangeObject& rg = as<RangeObject>(c);
                        // The element lies between start and stop, so it fits even when i * step
                        // alone does not: compute modulo 2**64.
                        return new_int(int64_t(uint64_t(rg.start) + uint64_t(i) * uint64_t(rg.step)));
                    }
                }
            }
            if (!is_kind(key, ObjKind::Slice)) {
                if (is_bytearray(*this, c))
                    return raise(TypeId::TypeError,
                                 fmt::format("bytearray indices must be integers or slices, not {}", type_name(key)));
                return raise(TypeId::TypeError, fmt::format(fmt::runtime(index_type_error(k)), type_name(key)));
            }
            int64_t len;
            if (k == ObjKind::Range) {
                // Slice bounds past int64 (range(3)[::10**20]) are not clamped: the BigInt path.
                const SliceObject& sl = as<SliceObject>(key);
                auto plain = [](Value v) { return v.is_none() || v.is_small_int(); };
                if (range_needs_big(as<RangeObject>(c)) || !plain(sl.start) || !plain(sl.stop) || !plain(sl.step))
                    return range_big_slice(*this, as<RangeObject>(c), key);
                len = as<RangeObject>(c).length();
            } else {
                len = k == ObjKind::Str     ? int64_t(as<StrObject>(c).cp_length)
                      : k == ObjKind::Bytes ? int64_t(as<BytesObject>(c).data.size())
                                            : int64_t(seq_items(*this, c).size());
            }
            SliceIndices si;
            if (!slice_indices(*this, key, len, si)) return Value::error();
            switch (k) {
                case ObjKind::Str: return str_slice(*this, c, si);
                case ObjKind::Bytes: {
                    const std::string& d = as<BytesObject>(c).data;
                    // A whole-range slice of a plain bytes is the bytes itself, as in CPython.
                    if (si.step == 1 && si.length == int64_t(d.size()) && !as<BytesObject>(c).is_bytearray &&
                        !as<BytesObject>(c).is_subclass_instance)
                        return c;
                    std::string out;
                    if (si.step == 1) out = d.substr(size_t(si.start), size_t(std::max<int64_t>(si.length, 0)));
                    else for_slice(si, [&](int64_t i2) { out += d[size_t(i2)]; });
                    if (as<BytesObject>(c).is_bytearray) return new_bytearray(*this, std::move(out));
                    return new_bytes(std::move(out));
                }
                case ObjKind::Range: {
                    // As CPython: start and stop are the elements at the adjusted indices (either
                    // may lie one step outside the range, and so outside int64).
                    const RangeObject& rg = as<RangeObject>(c);
                    __int128 start = __int128(rg.start) + __int128(si.start) * rg.step;
                    __int128 stop = __int128(rg.start) + __int128(si.stop) * rg.step;
                    __int128 step = __int128(rg.step) * si.step;
                    auto fits = [](__int128 x) {
                        return x >= std::numeric_limits<int64_t>::min() && x <= std::numeric_limits<int64_t>::max();
                    };
                    if (!fits(start) || !fits(stop) || !fits(step)) {
                        auto big = [](__int128 x) {
                            num::BigInt b = int64_t(x >> 64);
                            return num::BigInt((b << 64) + num::BigInt(uint64_t(x)));
                        };
                        return make_range(*this, big(start), big(stop), big(step));
                    }
                    return new_range(*this, int64_t(start), int64_t(stop), int64_t(step));
                }
                default: {
                    const auto& items = seq_items(*this, c);
                    if (k == ObjKind::Tuple && si.step == 1 && si.length == int64_t(items.size())) return c;
                    std::vector<Value> out;
                    out.reserve(size_t(std::max<int64_t>(si.length, 0)));
                    for_slice(si, [&](int64_t i2) { out.push_back(items[size_t(i2)]); });
                    return k == ObjKind::List ? new_list(std::move(out)) : new_tuple(std::move(out));
                }
            }
        }
        case ObjKind::Dict: {
            Value v = dict_get(c, key);
            if (v.is_undefined()) {
                // dict subclasses: __missing__(key) supplies the value of a missing key.
                if (!as<DictObject>(c).cls.is_none()) {
                    Value r = call_dunder(*this, c, "__missing__", {key});
                    if (!r.is_undefined()) return r;
                }
                return raise_key_error(*this, key);
            }
            return v;
        }
        case ObjKind::Class: {
            // A metaclass's __getitem__ (Color['RED']), else the class's __class_getitem__ (its
            // own, or a generic built-in base's: class L(list) makes L[int] an alias of L).
            if (has_metaclass(*this, c)) {
                Value r = call_dunder(*this, c, "__getitem__", {key});
                if (!r.is_undefined()) return r;
            }
            Value cg = lookup_in_class(c, "__class_getitem__");
            bool native_classmethod = cg.is_builtin() && natives.function(cg.as_builtin_id()).kind == MethodKind::ClassMethod;
            if (is_kind(cg, ObjKind::ClassMethod) || native_classmethod) {
                Value fn = native_classmethod ? cg : as<DescriptorObject>(cg).fget;
                Value args[] = {c, key};
                return call(fn, args);
            }
            if (!cg.is_undefined()) {
                // Any other callable stored there (e.g. a staticmethod) is called with the key.
                Value f = get_attr(c, interned("__class_getitem__"));
                if (f.is_error()) return f;
                Value args[] = {key};
                return call(f, args);
            }
            return raise(TypeId::TypeError, fmt::format("type '{}' is not subscriptable", class_name(c)));
        }
        case ObjKind::GenericAlias: return generic_alias_getitem(*this, c, key);
        case ObjKind::Union: return union_getitem(*this, c, key);
        case ObjKind::Instance:
        case ObjKind::Exception: {
            Value r = call_dunder(*this, c, "__getitem__", {key});
            if (!r.is_undefined()) return r;
            break;
        }
        default: break;
    }
    return raise(TypeId::TypeError, fmt::format("'{}' object is not subscriptable", type_name(c)));
}

bool Vm::set_item(Value c, Value key, Value value) {
    if (is_builtin_subclass_instance(*this, c)) {
        Value r = call_dunder(*this, c, "__setitem__", {key, value});
        if (r.is_error()) return false;
        if (!r.is_undefined()) return true;
    }
    if (is_kind(c, ObjKind::List)) {
        int64_t i;
        int r = key_index(*this, key, i);
        if (r < 0) return false;
        if (r == 1) {
            auto& items = as<ListObject>(c).items;
            if (!normalize(i, items.size())) return !index_error(*this, "list assignment index out of range").is_error();
            items[size_t(i)] = value;
            return true;
        }
        if (is_kind(key, ObjKind::Slice)) return !list_slice_assign(*this, c, key, value).is_error();
        raise(TypeId::TypeError, fmt::format("list indices must be integers or slices, not {}", type_name(key)));
        return false;
    }
    if (is_kind(c, ObjKind::Dict)) return dict_set(c, key, value);
    if (is_bytearray(*this, c)) return bytearray_set_item(*this, c, key, value);
    if (is_kind(c, ObjKind::Instance) || is_kind(c, ObjKind::Exception)) {
        Value r = call_dunder(*this, c, "__setitem__", {key, value});
        if (r.is_error()) return false;
        if (!r.is_undefined()) return true;
    }
    raise(TypeId::TypeError, fmt::format("'{}' object does not support item assignment", type_name(c)));
    return false;
}

bool Vm::del_item(Value c, Value key) {
    if (is_builtin_subclass_instance(*this, c)) {
        Value r = call_dunder(*this, c, "__delitem__", {key});
        if (r.is_error()) return false;
        if (!r.is_undefined()) return true;
    }
    if (is_kind(c, ObjKind::List)) {
        int64_t i;
        int r = key_index(*this, key, i);
        if (r < 0) return false;
        if (r == 1) {
            auto& items = as<ListObject>(c).items;
            if (!normalize(i, items.size())) return !index_error(*this, "list assignment index out of range").is_error();
            items.erase(items.begin() + i);
            return true;
        }
        if (is_kind(key, ObjKind::Slice)) return list_slice_delete(*this, c, key);
        raise(TypeId::TypeError, fmt::format("list indices must be integers or slices, not {}", type_name(key)));
        return false;
    }
    if (is_bytearray(*this, c)) return bytearray_del_item(*this, c, key);
    if (is_kind(c, ObjKind::Dict)) {
        int r = dict_del(c, key);
        if (r < 0) return false;
        if (r == 0) {
            raise_key_error(*this, key);
            return false;
        }
        return true;
    }
    if (is_kind(c, ObjKind::Instance) || is_kind(c, ObjKind::Exception)) {
        Value r = call_dunder(*this, c, "__delitem__", {key});
        if (r.is_error()) return false;
        if (!r.is_undefined()) return true;
    }
    // CPython words it differently for sequences (PySequence_DelItem) and mappings.
    bool mapping = is_kind(c, ObjKind::DictView) && as<DictViewObject>(c).type == TypeId::MappingProxy;
    raise(TypeId::TypeError, fmt::format("'{}' object {} support item deletion", type_name(c), mapping ? "does not" : "doesn't"));
    return false;
}

int Vm::contains(Value c, Value item) {
    if (is_builtin_subclass_instance(*this, c) || has_metaclass(*this, c)) {
        Value r = call_dunder(*this, c, "__contains__", {item});
        if (r.is_error()) return -1;
        if (!r.is_undefined()) return truthy(r);
        if (has_user_attr(*this, c, "__iter__")) return contains_by_iteration(*this, c, item);
    }
    if (c.is_object()) {
        switch (kind_of(c)) {
            case ObjKind::Str:
                if (!is_str(item)) {
                    raise(TypeId::TypeError, fmt::format("'in <string>' requires string as left operand, not {}", type_name(item)));
                    return -1;
                }
                return str_of(c).find(str_of(item)) != std::string::npos;
            case ObjKind::Bytes: {
                const std::string& d = as<BytesObject>(c).data;
                if (is_kind(item, ObjKind::Bytes)) return d.find(as<BytesObject>(item).data) != std::string::npos;
                if (is_int(item)) {
                    auto i = index_of(item, "");
                    if (!i) return -1;
                    if (*i < 0 || *i > 255) {
                        raise(TypeId::ValueError, "byte must be in range(0, 256)");
                        return -1;
                    }
                    return d.find(char(uint8_t(*i))) != std::string::npos;
                }
                raise(TypeId::TypeError, fmt::format("a bytes-like object is required, not '{}'", type_name(item)));
                return -1;
            }
            case ObjKind::List:
            case ObjKind::Tuple: {
                for (size_t i = 0; i < seq_items(*this, c).size(); ++i) {
                    int r = equal(seq_items(*this, c)[i], item);
                    if (r != 0) return r;
                }
                return 0;
            }
            case ObjKind::Dict: {
                Value v = dict_get(c, item);
                if (v.is_error()) return -1;
                return !v.is_undefined();
            }
            case ObjKind::Set:
            case ObjKind::FrozenSet: return set_contains(c, item);
            case ObjKind::Range: {
                if (is_int(item)) {
                    const RangeObject& r = as<RangeObject>(c);
                    if (r.is_big()) return range_big(*this, r).contains(int_to_big(*this, item)) ? 1 : 0;
                    std::optional<int64_t> fits =
                        is_small(item) ? std::optional<int64_t>(small_of(item))
                        : is_kind(item, ObjKind::BigInt) ? num::to_int64(as<BigIntObject>(item).value)
                                                         : std::nullopt;
                    if (!fits) return 0;   // ints beyond int64 are outside every range
                    int64_t x = *fits;
                    if (r.step > 0 ? (x < r.start || x >= r.stop) : (x > r.start || x <= r.stop)) return 0;
                    __int128 diff = __int128(x) - r.start;
                    return diff % r.step == 0;
                }
                break;   // other values: compare with each element
            }
            case ObjKind::DictView: {
                const DictViewObject& view = as<DictViewObject>(c);
                Value d = view.dict;
                if (view.type == TypeId::DictKeys || view.type == TypeId::MappingProxy) return contains(d, item);
                if (view.type == TypeId::DictItems) {
                    if (!is_kind(item, ObjKind::Tuple) || as<TupleObject>(item).items.size() != 2) return 0;
                    Value k = as<TupleObject>(item).items[0], v = as<TupleObject>(item).items[1];
                    Value found = dict_get(d, k);
                    if (found.is_error()) return -1;
                    if (found.is_undefined()) return 0;
                    return equal(found, v);
                }
                break;
            }
            case ObjKind::Instance:
            case ObjKind::Exception: {
                Value r = call_dunder(*this, c, "__contains__", {item});
                if (r.is_error()) return -1;
                if (!r.is_undefined()) return truthy(r);
                if (!has_user_attr(*this, c, "__iter__") && !has_user_attr(*this, c, "__getitem__")) {
                    raise(TypeId::TypeError, fmt::format("argument of type '{}' is not iterable", type_name(c)));
                    return -1;
                }
                break;
            }
            default: break;
        }
    }
    return contains_by_iteration(*this, c, item);
}

namespace {
int contains_by_iteration(Vm& vm, Value c, Value item) {
    Value it = vm.get_iter(c);
    if (it.is_error()) {
        if (vm.exception_matches(TypeId::TypeError)) {
            vm.take_exception();
            vm.raise(TypeId::TypeError, fmt::format("argument of type '{}' is not iterable", vm.type_name(c)));
        }
        return -1;
    }
    for (;;) {
        Value x = vm.iter_next(it);
        if (x.is_error()) return -1;
        if (x.is_undefined()) return 0;
        int r = vm.equal(x, item);
        if (r != 0) return r;
    }
}
}  // namespace


std::optional<int64_t> Vm::length(Value v) {
    if (v.is_object()) {
        ObjKind vk = kind_of(v);
        if ((is_builtin_subclass_instance(*this, v) || has_metaclass(*this, v)) && has_user_attr(*this, v, "__len__"))
            vk = ObjKind::Instance;
        switch (vk) {
            case ObjKind::Str: return int64_t(as<StrObject>(v).cp_length);
            case ObjKind::Bytes: return int64_t(as<BytesObject>(v).data.size());
            case ObjKind::List: return int64_t(as<ListObject>(v).items.size());
            case ObjKind::Tuple: return int64_t(as<TupleObject>(v).items.size());
            case ObjKind::Dict: return int64_t(as<DictObject>(v).table.size());
            case ObjKind::Set:
            case ObjKind::FrozenSet: return int64_t(as<SetObject>(v).table.size());
            case ObjKind::Range: {
                const RangeObject& r = as<RangeObject>(v);
                if (r.is_big()) return range_big_length(*this, r);
                // length() saturates; compute exactly to detect ranges longer than int64.
                __int128 span = r.step > 0 ? __int128(r.stop) - r.start : __int128(r.start) - r.stop;
                __int128 step = r.step > 0 ? __int128(r.step) : -__int128(r.step);
                __int128 n = span <= 0 ? 0 : (span - 1) / step + 1;
                if (n > std::numeric_limits<int64_t>::max()) {
                    raise(TypeId::OverflowError, "Python int too large to convert to C ssize_t");
                    return std::nullopt;
                }
                return int64_t(n);
            }
            case ObjKind::DictView: return int64_t(as<DictObject>(as<DictViewObject>(v).dict).table.size());
            case ObjKind::Instance:
            case ObjKind::Exception: {
                Value r = call_dunder(*this, v, "__len__", {});
                if (r.is_error()) return std::nullopt;
                if (r.is_undefined()) break;
                return length_from_dunder(r);
            }
            default: break;
        }
    }
    raise(TypeId::TypeError, fmt::format("object of type '{}' has no len()", type_name(v)));
    return std::nullopt;
}

// What a __len__ returned, as len() checks it (CPython's messages).
std::optional<int64_t> Vm::length_from_dunder(Value r) {
    if (!is_int(r)) {
        raise(TypeId::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", type_name(r)));
        return std::nullopt;
    }
    if (is_kind(r, ObjKind::BigInt)) {
        if (as<BigIntObject>(r).value < 0) raise(TypeId::ValueError, "__len__() should return >= 0");
        else raise(TypeId::OverflowError, "cannot fit 'int' into an index-sized integer");
        return std::nullopt;
    }
    int64_t n = small_of(r);
    if (n < 0) {
        raise(TypeId::ValueError, "__len__() should return >= 0");
        return std::nullopt;
    }
    return n;
}

Value Vm::get_iter(Value v) {
    if (v.is_object()) {
        ObjKind vk = kind_of(v);
        if ((is_builtin_subclass_instance(*this, v) || has_metaclass(*this, v)) && has_user_attr(*this, v, "__iter__"))
            vk = ObjKind::Instance;
        switch (vk) {
            case ObjKind::List: return seq_iter(*this, TypeId::ListIterator, v);
            case ObjKind::Tuple: return seq_iter(*this, TypeId::TupleIterator, v);
            case ObjKind::Str: return seq_iter(*this, TypeId::StrIterator, v);
            case ObjKind::Bytes: return seq_iter(*this, TypeId::BytesIterator, v);
            case ObjKind::Range: {
                if (range_needs_big(as<RangeObject>(v))) return range_big_iter(*this, v);
                auto len = length(v);
                if (!len) return Value::error();
                const RangeObject& r = as<RangeObject>(v);
                int64_t start = r.start, step = r.step;
                Value it = seq_iter(*this, TypeId::RangeIterator, v);
                SeqIterObject& so = as<SeqIterObject>(it);
                so.index = start;
                so.stop = *len;
                so.step = step;
                return it;
            }
            case ObjKind::Dict: {
                uint32_t size = as<DictObject>(v).table.size();
                Value it = seq_iter(*this, TypeId::DictKeyIterator, v);
                as<SeqIterObject>(it).expected_size = size;
                return it;
            }
            case ObjKind::DictView: {
                const DictViewObject& view = as<DictViewObject>(v);
                TypeId t = view.type == TypeId::DictKeys || view.type == TypeId::MappingProxy ? TypeId::DictKeyIterator
                           : view.type == TypeId::DictValues ? TypeId::DictValueIterator
                                                             : TypeId::DictItemIterator;
                Value d = view.dict;
                uint32_t size = as<DictObject>(d).table.size();
                Value it = seq_iter(*this, t, d);
                as<SeqIterObject>(it).expected_size = size;
                return it;
            }
            case ObjKind::Set:
            case ObjKind::FrozenSet: {
                uint32_t size = as<SetObject>(v).table.size();
                Value it = seq_iter(*this, TypeId::SetIterator, v);
                as<SeqIterObject>(it).expected_size = size;
                return it;
            }
            case ObjKind::SeqIter:
            case ObjKind::Enumerate:
            case ObjKind::Zip:
            case ObjKind::Generator: return v;
            case ObjKind::Instance:
            case ObjKind::Exception: {
                Value cls = type_of(v);
                Value f = find_user_attr(*this, cls, "__iter__");
                if (!f.is_undefined()) {
                    Value r = call_user_method(*this, f, v, {});
                    if (r.is_error()) return r;
                    bool is_iterator = false;
                    if (r.is_object()) {
                        ObjKind rk = kind_of(r);
                        is_iterator = rk == ObjKind::SeqIter || rk == ObjKind::Enumerate || rk == ObjKind::Zip ||
                                      rk == ObjKind::Generator || has_user_attr(*this, r, "__next__");
                    }
                    if (!is_iterator)
                        return raise(TypeId::TypeError, fmt::format("iter() returned non-iterator of type '{}'", type_name(r)));
                    return r;
                }
                if (!find_user_attr(*this, cls, "__getitem__").is_undefined()) return seq_iter(*this, TypeId::SeqIterator, v);
                break;
            }
            default: break;
        }
    }
    return raise(TypeId::TypeError, fmt::format("'{}' object is not iterable", type_name(v)));
}

bool Vm::reserve_items(std::vector<Value>& items, size_t extra) {
    size_t need = items.size() + extra;
    if (need <= items.capacity()) return true;
    if (need > (size_t(1) << 31)) {
        raise(TypeId::MemoryError, "");
        return false;
    }
    size_t cap = std::max(need, items.capacity() * 2);
    uint64_t bytes = uint64_t(cap - items.capacity()) * sizeof(Value);
    if (bytes >= (uint64_t(1) << 16) && !check_native_limits(bytes)) return false;
    items.reserve(cap);
    heap.note_growth(bytes);
    return true;
}

Value Vm::iter_next(Value it) {
    if (!tick_native_loop()) return Value::error();
    if (it.is_object()) {
        switch (kind_of(it)) {
            case ObjKind::SeqIter: return seq_iter_next(*this, it);
            case ObjKind::Enumerate: {
                Value inner = as<EnumerateObject>(it).iter;
                Value x = iter_next(inner);
                if (x.is_error() || x.is_undefined()) return x;
                Value count = as<EnumerateObject>(it).count;
                Value next = binary_op(count, Value::small_int(1), BinaryOp::Add);
                if (next.is_error()) return next;
                as<EnumerateObject>(it).count = next;
                return new_tuple({count, x});
            }
            case ObjKind::Zip: return zip_next(*this, it);
            case ObjKind::Generator: return generator_next(it);
            case ObjKind::Instance:
            case ObjKind::Exception: {
                Value r = call_dunder(*this, it, "__next__", {});
                if (r.is_undefined()) break;
                if (r.is_error() && exception_matches(TypeId::StopIteration)) {
                    take_exception();
                    return Value::undefined();
                }
                return r;
            }
            default: break;
        }
    }
    return raise(TypeId::TypeError, fmt::format("'{}' object is not an iterator", type_name(it)));
}

// A list or tuple whose items iteration yields: a plain one, or a subclass instance whose class
// defines no __iter__ of its own (CPython's list(x) reads the items only of an exact list).
static bool iterates_own_items(Vm& vm, Value v) {
    Value cls = vm.is_kind(v, ObjKind::List) ? vm.as<ListObject>(v).cls : vm.as<TupleObject>(v).cls;
    if (cls.is_none()) return true;
    return !vm.is_kind(vm.lookup_in_class(cls, "__iter__"), ObjKind::Function);
}

bool Vm::collect(Value iterable, std::vector<Value>& out) {
    if ((is_kind(iterable, ObjKind::List) || is_kind(iterable, ObjKind::Tuple)) && iterates_own_items(*this, iterable)) {
        const auto& items = seq_items(*this, iterable);
        out.insert(out.end(), items.begin(), items.end());
        return true;
    }
    if (is_kind(iterable, ObjKind::Range) && !as<RangeObject>(iterable).is_big()) {
        // The length is known: list(range(10**12)) fails at once, as CPython's preallocation
        // does, instead of after filling the memory limit element by element.
        uint64_t n = uint64_t(std::max<int64_t>(as<RangeObject>(iterable).length(), 0));
        uint64_t bytes = std::min<uint64_t>(n, UINT64_MAX / 32) * sizeof(Value);
        if (!check_native_limits(size_t(bytes))) return false;
    }
    Value it = get_iter(iterable);
    if (it.is_error()) return false;
    for (;;) {
        Value x = iter_next(it);
        if (x.is_error()) return false;
        if (x.is_undefined()) return true;
        out.push_back(x);
        if ((out.size() & 4095) == 0 && !check_native_limits(out.capacity() * sizeof(Value))) return false;
    }
}

// ---- dicts and sets -----------------------------------------------------------------------------

// Keys that are str objects (names, most dict keys) take a path with no dispatch: the cached
// hash, then identity or byte comparison.
static inline const StrObject* as_str_key(const Vm& vm, Value key) {
    if (!key.is_object()) return nullptr;
    const Object& o = vm.heap.get(key.as_object());
    return o.kind == ObjKind::Str ? static_cast<const StrObject*>(&o) : nullptr;
}

Value Vm::dict_get(Value dict, Value key) {
    if (const StrObject* s = as_str_key(*this, key); s && s->hashed) {
        const DictTable& t = as<DictObject>(dict).table;
        int64_t ix = t.find(key, s->hash, [this, s](Value a, Value b) {
            const StrObject* other = as_str_key(*this, a);
            if (other) return other->text() == s->text() ? 1 : 0;
            return equal(a, b);
        });
        if (ix == DictTable::kError) return Value::error();
        if (ix < 0) return Value::undefined();
        return t.entries()[size_t(ix)].value;
    }
    auto h = hash(key);
    if (!h) return Value::error();
    const DictTable& t = as<DictObject>(dict).table;
    int64_t ix = t.find(key, *h, [this](Value a, Value b) { return equal(a, b); });
    if (ix == DictTable::kError) return Value::error();
    if (ix < 0) return Value::undefined();
    return as<DictObject>(dict).table.entries()[size_t(ix)].value;
}

bool Vm::dict_set(Value dict, Value key, Value value) {
    DictTable& table = as<DictObject>(dict).table;   // objects never move: stable across __eq__
    size_t before = table.memory_bytes();
    // Only a table of 32 KiB or more can grow by 64 KiB: small ones skip the prediction.
    if (before >= kBigGrowthBytes / 2 && !check_table_growth(table.insert_growth())) return false;
    bool ok;
    if (const StrObject* s = as_str_key(*this, key); s && s->hashed) {
        ok = table.set(key, s->hash, value, [this, s](Value a, Value b) {
            const StrObject* other = as_str_key(*this, a);
            if (other) return other->text() == s->text() ? 1 : 0;
            return equal(a, b);
        });
    } else {
        auto h = hash(key);
        if (!h) return false;
        ok = table.set(key, *h, value, [this](Value a, Value b) { return equal(a, b); });
    }
    // The heap counts a table's buffers when the dict is made and at collections: count the
    // growth now, so a dict growing between collections shows against the memory limit.
    if (size_t after = table.memory_bytes(); after > before) heap.note_growth(after - before);
    return ok;
}

bool Vm::check_table_growth(size_t growth) {
    return growth < kBigGrowthBytes || check_native_limits(growth);
}

bool Vm::reserve_bytes(std::string& data, size_t extra) {
    size_t need = data.size() + extra;
    if (need <= data.capacity()) return true;
    if (need > (size_t(1) << 40)) {
        raise(TypeId::MemoryError, "");
        return false;
    }
    size_t cap = std::max(need, data.capacity() * 2);
    size_t bytes = cap - data.capacity();
    if (bytes >= kBigGrowthBytes && !check_native_limits(bytes)) return false;
    data.reserve(cap);
    heap.note_growth(bytes);
    return true;
}

int Vm::dict_del(Value dict, Value key) {
    auto h = hash(key);
    if (!h) return -1;
    DictTable& t = as<DictObject>(dict).table;
    int64_t ix = t.find(key, *h, [this](Value a, Value b) { return equal(a, b); });
    if (ix == DictTable::kError) return -1;
    if (ix < 0) return 0;
    as<DictObject>(dict).table.erase_at(ix);
    return 1;
}

Value Vm::dict_get_str(Value dict, std::string_view key) {
    const DictTable& t = as<DictObject>(dict).table;
    if (t.size() == 0) return Value::undefined();
    // Value::error() never equals a stored key, so only the byte comparison can match.
    int64_t ix = t.find(Value::error(), hash_bytes(key),
                        [this, key](Value a, Value) { return int(is_str(a) && str_of(a) == key); });
    if (ix < 0) return Value::undefined();
    return t.entries()[size_t(ix)].value;
}

int Vm::set_add(Value set, Value key) {
    auto h = hash(key);
    if (!h) return -1;
    SetTable& table = as<SetObject>(set).table;
    size_t before = table.memory_bytes();
    // A set of 8 KiB slots or more may grow by 64 KiB (it grows up to fourfold).
    if (before >= kBigGrowthBytes / 8 && !check_table_growth(table.insert_growth())) return -1;
    bool ok = table.add(key, *h, [this](Value a, Value b) { return equal(a, b); });
    if (size_t after = table.memory_bytes(); after > before) heap.note_growth(after - before);
    if (!ok) return -1;
    // A set built in one native loop (set(range(10**8))) must still respect the limits.
    if ((table.size() & 4095) == 0 && !check_native_limits(table.slots().capacity() * sizeof(SetEntry))) return -1;
    return 1;
}

bool Vm::set_merge(Value set, Value other) {
    if (set.identical(other)) return true;
    const SetTable& from = as<SetObject>(other).table;
    if (from.size() == 0) return true;
    // A copy: user __eq__ run by the adds may change either set.
    std::vector<SetEntry> slots = from.slots();
    uint32_t used = from.size(), fill = from.fill();
    SetTable& table = as<SetObject>(set).table;
    size_t before = table.memory_bytes();
    if (!check_table_growth(SetTable::size_for(size_t(table.size() + used) * 2) * sizeof(SetEntry))) return false;
    bool ok = table.merge(slots, used, fill, [this](Value a, Value b) { return equal(a, b); });
    SetTable& after = as<SetObject>(set).table;
    if (after.memory_bytes() > before) heap.note_growth(after.memory_bytes() - before);
    return ok;
}

bool Vm::set_add_dict_keys(Value set, Value dict) {
    std::vector<DictEntry> entries = as<DictObject>(dict).table.entries();
    SetTable& table = as<SetObject>(set).table;
    size_t n = as<DictObject>(dict).table.size();
    if (n == 0) return true;
    size_t before = table.memory_bytes();
    if (!check_table_growth(SetTable::size_for((table.size() + n) * 2) * sizeof(SetEntry))) return false;
    table.reserve_for_merge(n);
    if (table.memory_bytes() > before) heap.note_growth(table.memory_bytes() - before);
    for (const DictEntry& e : entries)
        if (!e.key.is_undefined() && set_add(set, e.key) < 0) return false;
    return true;
}

int Vm::set_contains(Value set, Value key) {
    auto h = hash(key);
    if (!h) return -1;
    int64_t ix = as<SetObject>(set).table.find(key, *h, [this](Value a, Value b) { return equal(a, b); });
    if (ix == SetTable::kError) return -1;
    return ix >= 0 ? 1 : 0;
}

int Vm::set_discard(Value set, Value key) {
    auto h = hash(key);
    if (!h) return -1;
    SetTable& t = as<SetObject>(set).table;
    int64_t ix = t.find(key, *h, [this](Value a, Value b) { return equal(a, b); });
    if (ix == SetTable::kError) return -1;
    if (ix < 0) return 0;
    as<SetObject>(set).table.erase_at(ix);
    return 1;
}

}  // namespace basilisk::vm
