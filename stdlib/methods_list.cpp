// Methods of list, and the sort algorithm shared with sorted().
//
// Sorting is a stable merge sort written here rather than std::stable_sort, because a user's
// __lt__ may be inconsistent and the standard algorithms assume a strict weak ordering (an
// inconsistent comparator is undefined behaviour there). All-int, all-float and all-str data
// are sorted with typed comparisons; only mixed or user objects go through vm.compare().
#include <fmt/format.h>

#include <algorithm>

#include "stdlib/register.h"
#include "stdlib/sort_atoms.h"

namespace basilisk::stdlib {

using vm::ObjKind;

namespace {

// Stable bottom-up merge sort; `less` may be any function (even inconsistent).
template <class T, class Less>
void merge_sort(std::vector<T>& v, Less&& less) {
    const size_t n = v.size();
    constexpr size_t kRun = 32;
    for (size_t lo = 0; lo < n; lo += kRun) {
        size_t hi = std::min(n, lo + kRun);
        for (size_t i = lo + 1; i < hi; ++i) {
            T x = v[i];
            size_t j = i;
            while (j > lo && less(x, v[j - 1])) {
                v[j] = v[j - 1];
                --j;
            }
            v[j] = x;
        }
    }
    if (n <= kRun) return;
    std::vector<T> buf(n);
    for (size_t width = kRun; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            size_t mid = std::min(n, lo + width), hi = std::min(n, lo + 2 * width);
            if (mid >= hi || !less(v[mid], v[mid - 1])) {
                std::copy(v.begin() + lo, v.begin() + hi, buf.begin() + lo);
                continue;
            }
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                if (less(v[j], v[i])) buf[k++] = v[j++];
                else buf[k++] = v[i++];
            }
            while (i < mid) buf[k++] = v[i++];
            while (j < hi) buf[k++] = v[j++];
        }
        v.swap(buf);
    }
}

// Sorts the index permutation `order` by keys[...] and applies it to items.
template <class K, class Less>
void sort_by_keys(std::vector<Value>& items, const std::vector<K>& keys, bool reverse, Less less) {
    std::vector<uint32_t> order(items.size());
    for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    if (reverse) {
        merge_sort(order, [&](uint32_t a, uint32_t b) { return less(keys[b], keys[a]); });
    } else {
        merge_sort(order, [&](uint32_t a, uint32_t b) { return less(keys[a], keys[b]); });
    }
    std::vector<Value> out(items.size());
    for (size_t i = 0; i < order.size(); ++i) out[i] = items[order[i]];
    items.swap(out);
}

}  // namespace

bool sort_values(Vm& vm, std::vector<Value>& items, Value key, bool reverse) {
    if (items.size() < 2 && (key.is_undefined() || key.is_none())) return true;
    // The items are their own keys: sort_by_keys reads them all before it replaces `items`.
    if (key.is_undefined() || key.is_none()) return sort_by_key_values(vm, items, items, reverse);
    RootScope roots(vm);
    std::vector<Value> keys;
    keys.reserve(items.size());
    for (Value v : items) {
        Value args[] = {v};
        Value k = vm.call(key, std::span<const Value>(args));
        if (k.is_error()) return false;
        roots.add(k);
        keys.push_back(k);
    }
    return sort_by_key_values(vm, items, keys, reverse);
}

bool sort_by_key_values(Vm& vm, std::vector<Value>& items, const std::vector<Value>& ks, bool reverse) {
    if (items.size() < 2) return true;

    bool all_int = true, all_float = true, all_str = true;
    for (Value k : ks) {
        all_int = all_int && k.is_small_int();
        all_float = all_float && k.is_float();
        all_str = all_str && vm.is_str(k);
        if (!all_int && !all_float && !all_str) break;
    }
    if (all_int) {
        std::vector<int64_t> typed(ks.size());
        for (size_t i = 0; i < ks.size(); ++i) typed[i] = ks[i].as_small_int();
        sort_by_keys(items, typed, reverse, [](int64_t a, int64_t b) { return a < b; });
        return true;
    }
    if (all_float) {
        std::vector<double> typed(ks.size());
        for (size_t i = 0; i < ks.size(); ++i) typed[i] = ks[i].as_float();
        sort_by_keys(items, typed, reverse, [](double a, double b) { return a < b; });
        return true;
    }
    if (all_str) {
        // UTF-8 byte order is code point order, which is how Python compares str.
        std::vector<std::string_view> typed(ks.size());
        for (size_t i = 0; i < ks.size(); ++i) typed[i] = vm.str_of(ks[i]);
        sort_by_keys(items, typed, reverse, [](std::string_view a, std::string_view b) { return a < b; });
        return true;
    }
    // Generic: vm.compare(a, b, Lt); the first error stops all further comparisons. Tuples of
    // ints and strs (`sorted(d.items())`) and mixed scalar keys mostly compare as atoms.
    SortAtoms atoms = sort_atoms(vm, ks);
    std::vector<uint32_t> index(ks.size());
    for (uint32_t i = 0; i < index.size(); ++i) index[i] = i;
    bool failed = false;
    auto less = [&](uint32_t ia, uint32_t ib) -> bool {
        if (failed) return false;
        int c = compare_sort_keys(atoms, ia, ib);
        if (c != 2) return c < 0;
        Value a = ks[ia], b = ks[ib];
        if (a.is_small_int() && b.is_small_int()) return a.as_small_int() < b.as_small_int();
        if (a.is_float() && b.is_float()) return a.as_float() < b.as_float();
        Value r = vm.compare(a, b, vm::CompareOp::Lt);
        if (r.is_error()) {
            failed = true;
            return false;
        }
        if (r.is_bool()) return r.as_bool();
        int t = vm.truthy(r);
        if (t < 0) {
            failed = true;
            return false;
        }
        return t == 1;
    };
    sort_by_keys(items, index, reverse, less);
    return !failed;
}

int values_equal(Vm& vm, Value a, Value b) {
    if (a.identical(b) && !a.is_float()) return 1;
    if (a.is_small_int() && b.is_small_int()) return a.as_small_int() == b.as_small_int();
    if (a.is_float() && b.is_float()) return a.as_float() == b.as_float();
    if (vm.is_str(a) && vm.is_str(b)) return vm.str_of(a) == vm.str_of(b);
    return vm.equal(a, b);
}

namespace {

std::vector<Value>& items_of(Vm& vm, Value list) { return vm.as<vm::ListObject>(list).items; }

Value list_append(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "list.append")) return Value::error();
    auto& items = items_of(vm, a[0]);
    if (items.size() == items.capacity() && !vm.reserve_items(items, 1)) return Value::error();
    items.push_back(a[1]);
    return Value::none();
}

Value list_extend(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "list.extend")) return Value::error();
    Value src = a[1];
    if (vm.is_kind(src, ObjKind::List) || vm.is_kind(src, ObjKind::Tuple)) {
        auto& items = items_of(vm, a[0]);
        const std::vector<Value>& more = vm.is_kind(src, ObjKind::List) ? items_of(vm, src) : vm.as<vm::TupleObject>(src).items;
        if (&more == &items) {
            // `xs.extend(xs)` doubles the list: the growth below would move the source.
            std::vector<Value> copy = more;
            if (!vm.reserve_items(items, copy.size())) return Value::error();
            items.insert(items.end(), copy.begin(), copy.end());
            return Value::none();
        }
        // Another list or a tuple is read in place (no temporary copy per call): nothing here
        // runs Python code that could change it.
        if (!vm.reserve_items(items, more.size())) return Value::error();
        items.insert(items.end(), more.begin(), more.end());
        return Value::none();
    }
    std::vector<Value> more;
    if (!vm.collect(src, more)) return Value::error();
    auto& items = items_of(vm, a[0]);
    if (!vm.reserve_items(items, more.size())) return Value::error();
    items.insert(items.end(), more.begin(), more.end());
    return Value::none();
}

Value list_insert(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "insert", "list.insert", 2, 2)) return Value::error();
    std::optional<int64_t> i = to_ssize(vm, a[1]);
    if (!i) return Value::error();
    auto& items = items_of(vm, a[0]);
    int64_t n = int64_t(items.size());
    int64_t at = *i;
    if (at < 0) at = std::max<int64_t>(0, at + n);
    if (at > n) at = n;
    if (!vm.reserve_items(items, 1)) return Value::error();
    items.insert(items.begin() + at, a[2]);
    return Value::none();
}

Value list_remove(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "list.remove")) return Value::error();
    for (size_t i = 0; i < items_of(vm, a[0]).size(); ++i) {
        int r = values_equal(vm, items_of(vm, a[0])[i], a[1]);
        if (r < 0) return Value::error();
        if (r > 0) {
            auto& items = items_of(vm, a[0]);
            if (i < items.size()) items.erase(items.begin() + int64_t(i));
            return Value::none();
        }
    }
    return vm.raise(TypeId::ValueError, "list.remove(x): x not in list");
}

Value list_pop(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "pop", "list.pop", 0, 1)) return Value::error();
    int64_t i = -1;
    if (a.size() == 2) {
        std::optional<int64_t> x = to_ssize(vm, a[1]);
        if (!x) return Value::error();
        i = *x;
    }
    auto& items = items_of(vm, a[0]);
    if (items.empty()) return vm.raise(TypeId::IndexError, "pop from empty list");
    int64_t n = int64_t(items.size());
    if (i < 0) i += n;
    if (i < 0 || i >= n) return vm.raise(TypeId::IndexError, "pop index out of range");
    Value v = items[size_t(i)];
    items.erase(items.begin() + i);
    return v;
}

}  // namespace

bool sequence_bounds(Vm& vm, const CallArgs& a, size_t first, int64_t n, int64_t& start, int64_t& stop) {
    start = 0;
    stop = n;
    for (size_t k = 0; k < 2; ++k) {
        if (a.size() <= first + k) break;
        Value v = a[first + k];
        int64_t x;
        if (v.is_small_int()) {
            x = v.as_small_int();
        } else {
            if (!vm.is_int(v) && !vm.is_kind(v, ObjKind::Instance)) {
                vm.raise(TypeId::TypeError, "slice indices must be integers or have an __index__ method");
                return false;
            }
            std::optional<int64_t> c = slice_index(vm, v, 0);
            if (!c) return false;
            x = *c;
        }
        if (x < 0) x = std::max<int64_t>(0, x + n);
        (k == 0 ? start : stop) = x;
    }
    return true;
}

namespace {

Value not_in_list(Vm& vm, Value x) {
    std::optional<std::string> r = vm.repr_string(x);
    if (!r) return Value::error();
    return vm.raise(TypeId::ValueError, fmt::format("{} is not in list", *r));
}

Value list_index(Vm& vm, const CallArgs& a) {
    if (!check_expected(vm, a, "index", "list.index", 1, 3)) return Value::error();
    int64_t start, stop;
    if (!sequence_bounds(vm, a, 2, int64_t(items_of(vm, a[0]).size()), start, stop)) return Value::error();
    for (int64_t i = start; i < stop && i < int64_t(items_of(vm, a[0]).size()); ++i) {
        int r = values_equal(vm, items_of(vm, a[0])[size_t(i)], a[1]);
        if (r < 0) return Value::error();
        if (r > 0) return vm.new_int(i);
    }
    return not_in_list(vm, a[1]);
}

Value list_count(Vm& vm, const CallArgs& a) {
    if (!check_one_arg(vm, a, "list.count")) return Value::error();
    int64_t n = 0;
    for (size_t i = 0; i < items_of(vm, a[0]).size(); ++i) {
        int r = values_equal(vm, items_of(vm, a[0])[i], a[1]);
        if (r < 0) return Value::error();
        n += r;
    }
    return vm.new_int(n);
}

Value list_sort(Vm& vm, const CallArgs& a) {
    Value p[2];
    if (!bind_args(vm, a, ParamSpec{"sort", {"key", "reverse"}, 0, 0, 0}, p)) return Value::error();
    bool reverse = false;
    if (!p[1].is_undefined()) {
        std::optional<int64_t> r = to_index_clamped(vm, p[1]);
        if (!r) return Value::error();
        reverse = *r != 0;
    }
    if (calls_python(vm, p[0]))
        return vm.tail_call_prelude("list_sort_by_key", {a[0], p[0], Value::boolean(reverse)});
    // Sort a copy; CPython empties the list while sorting and complains if it was modified.
    std::vector<Value> items = items_of(vm, a[0]);
    size_t before = items.size();
    if (!sort_values(vm, items, p[0], reverse)) return Value::error();
    auto& target = items_of(vm, a[0]);
    if (target.size() != before) return vm.raise(TypeId::ValueError, "list modified during sort");
    target = std::move(items);
    return Value::none();
}

Value list_reverse(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "list.reverse")) return Value::error();
    auto& items = items_of(vm, a[0]);
    std::reverse(items.begin(), items.end());
    return Value::none();
}

Value list_copy(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "list.copy")) return Value::error();
    return vm.new_list(items_of(vm, a[0]));
}

Value list_clear(Vm& vm, const CallArgs& a) {
    if (!check_no_args(vm, a, "list.clear")) return Value::error();
    items_of(vm, a[0]).clear();
    return Value::none();
}

}  // namespace

void register_list_methods(vm::NativeRegistry& reg) {
    constexpr TypeId L = TypeId::List;
    add_checked_method<list_append, L>(reg, "append");
    add_checked_method<list_extend, L>(reg, "extend");
    add_checked_method<list_insert, L>(reg, "insert");
    add_checked_method<list_remove, L>(reg, "remove");
    add_checked_method<list_pop, L>(reg, "pop");
    add_checked_method<list_index, L>(reg, "index");
    add_checked_method<list_count, L>(reg, "count");
    add_checked_method<list_sort, L>(reg, "sort");
    add_checked_method<list_reverse, L>(reg, "reverse");
    add_checked_method<list_copy, L>(reg, "copy");
    add_checked_method<list_clear, L>(reg, "clear");
}

}  // namespace basilisk::stdlib
