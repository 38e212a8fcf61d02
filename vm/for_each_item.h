#pragma once
// The loop of native code that visits the items of any iterable (any(), all(), sum(), set.update):
// lists and tuples are walked in place, anything else through its iterator.
#include "vm/objects.h"
#include "vm/root_scope.h"
#include "vm/vm.h"

namespace basilisk::vm {

// Iterates `iterable`, calling fn(item) -> 1 continue, 0 stop, -1 error. Lists and tuples are
// walked directly (re-reading the size each step, as their iterators do).
template <class Fn>
bool for_each_item(Vm& vm, Value iterable, Fn&& fn) {
    // Every element ticks the native-loop budget: sum([[1]] * 10**5, []) is quadratic and made
    // 3.9 GB of garbage here with no limit looking.
    if (vm.is_kind(iterable, ObjKind::List)) {
        for (size_t i = 0; i < vm.as<ListObject>(iterable).items.size(); ++i) {
            if (!vm.tick_native_loop()) return false;
            int r = fn(vm.as<ListObject>(iterable).items[i]);
            if (r <= 0) return r == 0;
        }
        return true;
    }
    if (vm.is_kind(iterable, ObjKind::Tuple)) {
        const auto& items = vm.as<TupleObject>(iterable).items;
        for (size_t i = 0; i < items.size(); ++i) {
            if (!vm.tick_native_loop()) return false;
            int r = fn(items[i]);
            if (r <= 0) return r == 0;
        }
        return true;
    }
    Value it = vm.get_iter(iterable);
    if (it.is_error()) return false;
    RootScope roots(vm);
    roots.add(it);
    for (;;) {
        Value v = vm.iter_next(it);
        if (v.is_error()) return false;
        if (v.is_undefined()) return true;
        int r = fn(v);
        if (r <= 0) return r == 0;
    }
}

}  // namespace basilisk::vm
