#include "vm/consumer_loops.h"

#include <limits>

namespace basilisk::vm {

namespace {

struct Ins {
    Op op;
    uint32_t arg;
};

Ins at(const uint32_t* ins, uint32_t i) { return {opcode_of(ins[i]), operand_of(ins[i])}; }

bool fits_u16(uint32_t v) { return v <= std::numeric_limits<uint16_t>::max(); }

// Whether control at `target` reaches the loop's FOR_ITER (at `for_iter`) directly or through
// one JUMP; adds the JUMP to `charge`.
bool returns_to_loop(const uint32_t* ins, size_t n, uint32_t target, uint32_t for_iter, uint8_t& charge) {
    if (target == for_iter) return true;
    if (target >= n) return false;
    Ins j = at(ins, target);
    if (j.op == Op::JUMP && j.arg == for_iter) {
        ++charge;
        return true;
    }
    return false;
}

}  // namespace

ConsumerLoopShape match_consumer_loop(const uint32_t* ins, size_t n, uint32_t body) {
    ConsumerLoopShape none;
    if (body == 0 || size_t(body) + 3 > n) return none;
    const uint32_t for_iter = body - 1;
    Ins store = at(ins, body);
    Ins load = at(ins, body + 1);
    if (store.op != Op::STORE_FAST || load.op != Op::LOAD_FAST || !fits_u16(store.arg)) return none;
    const uint32_t var = store.arg;
    Ins third = at(ins, body + 2);
    if (load.arg == var && (third.op == Op::POP_JUMP_IF_FALSE || third.op == Op::POP_JUMP_IF_TRUE)) {
        // FOR_ITER, STORE_FAST, LOAD_FAST, POP_JUMP_IF_*, [JUMP]
        uint8_t charge = 4;
        if (!returns_to_loop(ins, n, third.arg, for_iter, charge)) return none;
        ConsumerLoopShape s;
        s.kind = third.op == Op::POP_JUMP_IF_FALSE ? ConsumerLoop::SkipFalsy : ConsumerLoop::SkipTruthy;
        s.var = uint16_t(var);
        s.charge = charge;
        return s;
    }
    if (size_t(body) + 6 > n) return none;
    const uint32_t acc = load.arg;
    Ins add = at(ins, body + 3);
    Ins store_acc = at(ins, body + 4);
    Ins back = at(ins, body + 5);
    if (acc != var && fits_u16(acc) && third.op == Op::LOAD_FAST && third.arg == var && add.op == Op::BINARY_OP &&
        (add.arg & ~kInplaceFlag) == uint32_t(BinaryOp::Add) && store_acc.op == Op::STORE_FAST &&
        store_acc.arg == acc && back.op == Op::JUMP && back.arg == for_iter) {
        ConsumerLoopShape s;
        s.kind = ConsumerLoop::Sum;
        s.var = uint16_t(var);
        s.acc = uint16_t(acc);
        s.charge = 7;   // FOR_ITER, STORE_FAST, LOAD_FAST, LOAD_FAST, BINARY_OP, STORE_FAST, JUMP
        return s;
    }
    Ins cmp = add, jump = store_acc, load_v = back;
    if (size_t(body) + 8 > n) return none;
    Ins store_best = at(ins, body + 6), loop_back = at(ins, body + 7);
    if (load.arg == var && third.op == Op::LOAD_FAST && third.arg != var && fits_u16(third.arg) &&
        cmp.op == Op::COMPARE_OP && jump.op == Op::POP_JUMP_IF_FALSE && jump.arg == body + 7 &&
        load_v.op == Op::LOAD_FAST && load_v.arg == var && store_best.op == Op::STORE_FAST &&
        store_best.arg == third.arg && loop_back.op == Op::JUMP && loop_back.arg == for_iter) {
        ConsumerLoopShape s;
        switch (CompareOp(cmp.arg)) {
        case CompareOp::Gt: s.kind = ConsumerLoop::KeepGreater; break;
        case CompareOp::Lt: s.kind = ConsumerLoop::KeepLess; break;
        case CompareOp::Ge: s.kind = ConsumerLoop::KeepGreaterEqual; break;
        case CompareOp::Le: s.kind = ConsumerLoop::KeepLessEqual; break;
        default: return none;
        }
        s.var = uint16_t(var);
        s.acc = uint16_t(third.arg);
        s.charge = 7;   // FOR_ITER, STORE_FAST, LOAD_FAST, LOAD_FAST, COMPARE_OP, POP_JUMP_IF_FALSE, JUMP
        return s;
    }
    return none;
}

}  // namespace basilisk::vm

#include "vm/vm.h"

namespace basilisk::vm {

namespace {

// `a op b` for two ints or floats, as COMPARE_OP does it (a small int converts to double
// exactly); -1 for other operands.
int compare_numbers(Value a, Value b, ConsumerLoop kind) {
    double x, y;
    if (a.is_small_int() && b.is_small_int()) {
        x = double(a.as_small_int());   // exact: small ints have 48 bits
        y = double(b.as_small_int());
    } else if ((a.is_float() || a.is_small_int()) && (b.is_float() || b.is_small_int())) {
        x = a.is_float() ? a.as_float() : double(a.as_small_int());
        y = b.is_float() ? b.as_float() : double(b.as_small_int());
    } else {
        return -1;
    }
    switch (kind) {
    case ConsumerLoop::KeepGreater: return x > y;
    case ConsumerLoop::KeepLess: return x < y;
    case ConsumerLoop::KeepGreaterEqual: return x >= y;
    case ConsumerLoop::KeepLessEqual: return x <= y;
    default: return -1;
    }
}

}  // namespace

uint32_t Vm::yield_in_place(Value v) {
    const Frame& gen = m_frames.back();
    if (FrameReturn(gen.on_return) != FrameReturn::GenForIter || m_frames.size() < 2) return 0;
    Value* locals = m_stack.data() + m_frames[m_frames.size() - 2].base;
    const uint32_t charge = gen.loop_charge;
    switch (ConsumerLoop(gen.consumer_loop)) {
    case ConsumerLoop::Sum: {
        // int and float addition as BINARY_OP does it (a small int converts to double exactly).
        Value acc = locals[gen.loop_acc];
        Value sum;
        if (acc.is_small_int() && v.is_small_int()) sum = new_int(acc.as_small_int() + v.as_small_int());
        else if (acc.is_float() && v.is_float()) sum = Value::from_double(acc.as_float() + v.as_float());
        else if (acc.is_float() && v.is_small_int()) sum = Value::from_double(acc.as_float() + double(v.as_small_int()));
        else if (acc.is_small_int() && v.is_float()) sum = Value::from_double(double(acc.as_small_int()) + v.as_float());
        else return 0;
        locals[gen.loop_var] = v;
        locals[gen.loop_acc] = sum;
        return charge;
    }
    case ConsumerLoop::SkipFalsy:
        if (primitive_truth(v) != 0) return 0;
        locals[gen.loop_var] = v;
        return charge;
    case ConsumerLoop::SkipTruthy:
        if (primitive_truth(v) != 1) return 0;
        locals[gen.loop_var] = v;
        return charge;
    case ConsumerLoop::KeepGreater:
    case ConsumerLoop::KeepLess:
    case ConsumerLoop::KeepGreaterEqual:
    case ConsumerLoop::KeepLessEqual: {
        int keep = compare_numbers(v, locals[gen.loop_acc], ConsumerLoop(gen.consumer_loop));
        if (keep < 0) return 0;
        locals[gen.loop_var] = v;
        if (!keep) return charge;
        locals[gen.loop_acc] = v;
        return charge + kKeepTakenExtra;
    }
    case ConsumerLoop::None: break;
    }
    return 0;
}

}  // namespace basilisk::vm
