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
    return none;
}

}  // namespace basilisk::vm

#include "vm/vm.h"

namespace basilisk::vm {

bool Vm::yield_in_place(Value v) {
    const Frame& gen = m_frames.back();
    if (FrameReturn(gen.on_return) != FrameReturn::GenForIter || m_frames.size() < 2) return false;
    Value* locals = m_stack.data() + m_frames[m_frames.size() - 2].base;
    switch (ConsumerLoop(gen.consumer_loop)) {
    case ConsumerLoop::Sum: {
        // int and float addition as BINARY_OP does it (a small int converts to double exactly).
        Value acc = locals[gen.loop_acc];
        Value sum;
        if (acc.is_small_int() && v.is_small_int()) sum = new_int(acc.as_small_int() + v.as_small_int());
        else if (acc.is_float() && v.is_float()) sum = Value::from_double(acc.as_float() + v.as_float());
        else if (acc.is_float() && v.is_small_int()) sum = Value::from_double(acc.as_float() + double(v.as_small_int()));
        else if (acc.is_small_int() && v.is_float()) sum = Value::from_double(double(acc.as_small_int()) + v.as_float());
        else return false;
        locals[gen.loop_var] = v;
        locals[gen.loop_acc] = sum;
        return true;
    }
    case ConsumerLoop::SkipFalsy:
        if (primitive_truth(v) != 0) return false;
        locals[gen.loop_var] = v;
        return true;
    case ConsumerLoop::SkipTruthy:
        if (primitive_truth(v) != 1) return false;
        locals[gen.loop_var] = v;
        return true;
    case ConsumerLoop::None: break;
    }
    return false;
}

}  // namespace basilisk::vm
