#pragma once
// Loops that consume a generator, done by the generator's own yield.
//
// `sum(v for v in data)` runs the prelude's `for v in iterable: total = total + v`: per item,
// the generator yields (its frame is saved and the consumer's restored), the consumer runs six
// bytecodes, and FOR_ITER resumes the generator (the reverse switch). When FOR_ITER sees that
// its loop body has one of a few exact shapes, it marks the generator's frame; the generator's
// YIELD_VALUE then does the body in place on the consumer's locals, for operand types whose
// operation runs no Python code and cannot fail (ints and floats, primitive truth values), and
// goes on without switching frames. Anything else yields the ordinary way, and the consumer runs
// its body itself: the results are the same either way.
//
// The bytecodes the consumer would have run are charged to the instruction budget, so counts,
// limits and snapshots are the same whether or not a loop was done in place; the mark is not
// saved in snapshots (a restored frame yields the ordinary way).
#include <cstddef>
#include <cstdint>

#include "vm/objects.h"
#include "vm/opcodes.h"

namespace basilisk::vm {

enum class ConsumerLoop : uint8_t {
    None,
    // for v in gen: t = t + v      (STORE_FAST v; LOAD_FAST t; LOAD_FAST v; BINARY_OP +; STORE_FAST t; JUMP)
    Sum,
    // for v in gen: if v: ...      (STORE_FAST v; LOAD_FAST v; POP_JUMP_IF_FALSE back): falsy items
    SkipFalsy,
    // for v in gen: if not v: ...  (STORE_FAST v; LOAD_FAST v; POP_JUMP_IF_TRUE back): truthy items
    SkipTruthy,
    // for v in gen: if v > b: b = v  (and <, >=, <=: the prelude's max() and min() loops)
    KeepGreater, KeepLess, KeepGreaterEqual, KeepLessEqual,
};

// A Keep* item that replaces the accumulator runs two more bytecodes (LOAD_FAST, STORE_FAST).
inline constexpr uint8_t kKeepTakenExtra = 2;

struct ConsumerLoopShape {
    ConsumerLoop kind = ConsumerLoop::None;
    uint16_t var = 0, acc = 0;
    uint8_t charge = 0;   // bytecodes per item the consumer would run, its FOR_ITER included
                          // (for Keep*, when the accumulator stays)
};

// The shape of the loop body starting at `body` (the instruction after FOR_ITER at body - 1) in
// code of `n` instructions.
ConsumerLoopShape match_consumer_loop(const uint32_t* ins, size_t n, uint32_t body);

// The truth value of `v` when it is a primitive (None, bool, int, float): 0 or 1; -1 otherwise.
inline int primitive_truth(Value v) {
    if (v.is_bool()) return v.as_bool() ? 1 : 0;
    if (v.is_small_int()) return v.as_small_int() != 0 ? 1 : 0;
    if (v.is_float()) return v.as_float() != 0.0 ? 1 : 0;
    if (v.is_none()) return 0;
    return -1;
}

}  // namespace basilisk::vm
