#pragma once
// The set algorithms of CPython's setobject.c (and the dict-view operators of dictobject.c)
// that decide which table a result lands in and in what order its slots fill. A set's
// iteration order is its slot order, so printing `a | b`, `set(s)` or `s - t` agrees with
// CPython only if the same merges, presizes, visits and compactions happen in the same order.
// Operators (vm/ops_arith.cpp) and the set methods (stdlib/methods_set.cpp) both use these.
#include "vm/value.h"

namespace basilisk::vm {

class Vm;

// set_update_internal: a set or frozenset merges, a plain dict's keys are added after one
// presize, anything else is iterated and added item by item (set.update, set(), the | operator).
bool set_update(Vm& vm, Value set, Value iterable);
// make_new_set: a new set (or frozenset) holding the items of `iterable` (none if undefined).
Value set_from(Vm& vm, Value iterable, bool frozen);

// What `{c1, c2, c3, ...}` of constants makes in CPython: the compiler's frozenset (items
// added in order, then rebuilt from that set's order when constants are merged), merged
// into a new set.
Value set_from_constant_display(Vm& vm, Value constants_tuple);

// The binary operations on two sets or frozensets; the result has `frozen`'s kind.
Value set_intersection(Vm& vm, Value a, Value b, bool frozen);
Value set_difference(Vm& vm, Value a, Value b, bool frozen);
Value set_symmetric_difference(Vm& vm, Value a, Value b, bool frozen);

// In place, as set.difference_update / symmetric_difference_update of one iterable.
bool set_difference_update(Vm& vm, Value set, Value other);
bool set_symmetric_difference_update(Vm& vm, Value set, Value other);

// The operators | & - ^ where a dict_keys/dict_items view is one operand (CPython's
// dictviews_or/_and/_sub/_xor): always a set.
Value dict_view_set_op(Vm& vm, Value a, Value b, char op);

}  // namespace basilisk::vm
