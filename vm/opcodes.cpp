#include "vm/opcodes.h"

namespace basilisk::vm {

int stack_effect(Op op, uint32_t arg, bool jumping) {
    switch (op) {
    case Op::BUILD_SLICE: return 1 - int(arg);
    case Op::BUILD_TUPLE:
    case Op::BUILD_LIST:
    case Op::BUILD_SET:
    case Op::BUILD_STRING: return 1 - int(arg);
    case Op::BUILD_MAP: return 1 - 2 * int(arg);
    case Op::BUILD_CONST_KEY_MAP: return -int(arg);
    case Op::FORMAT_VALUE: return (arg & 4) ? -1 : 0;
    case Op::UNPACK_SEQUENCE: return int(arg) - 1;
    case Op::UNPACK_EX: return int(arg & 0xFF) + int(arg >> 8);
    case Op::JUMP_IF_FALSE_OR_POP:
    case Op::JUMP_IF_TRUE_OR_POP: return jumping ? 0 : -1;
    case Op::FOR_ITER: return jumping ? -1 : 1;
    case Op::CALL: return -int(arg);
    case Op::CALL_KW: return -int(arg) - 1;
    case Op::CALL_METHOD: return -int(arg) - 1;
    case Op::CALL_METHOD_KW: return -int(arg) - 2;
    case Op::CALL_EX: return (arg & 1) ? -2 : -1;
    case Op::MAKE_FUNCTION: {
        int pops = 0;
        if (arg & kHasDefaults) ++pops;
        if (arg & kHasKwDefaults) ++pops;
        if (arg & kHasClosure) ++pops;
        if (arg & kHasAnnotations) ++pops;
        return 1 - pops;
    }
    case Op::RAISE_VARARGS: return -int(arg);
    default: return kOpFixedEffect[int(op)];
    }
}

}  // namespace basilisk::vm
