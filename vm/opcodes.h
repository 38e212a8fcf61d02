#pragma once
// The opcode enum, names and stack effects, all generated from vm/opcodes.def.
#include <cstdint>
#include <string_view>

namespace basilisk::vm {

inline constexpr int kVariable = 1000;  // stack effect depends on the operand

enum class Op : uint8_t {
#define OPCODE(name, effect, jump) name,
#include "vm/opcodes.def"
#undef OPCODE
    COUNT_
};

inline constexpr int kOpCount = int(Op::COUNT_);
static_assert(kOpCount <= 256, "an opcode must fit in 8 bits");

inline constexpr std::string_view kOpNames[] = {
#define OPCODE(name, effect, jump) #name,
#include "vm/opcodes.def"
#undef OPCODE
};
static_assert(sizeof(kOpNames) / sizeof(kOpNames[0]) == kOpCount);

inline constexpr int kOpFixedEffect[] = {
#define OPCODE(name, effect, jump) effect,
#include "vm/opcodes.def"
#undef OPCODE
};

inline constexpr bool kOpIsJump[] = {
#define OPCODE(name, effect, jump) jump != 0,
#include "vm/opcodes.def"
#undef OPCODE
};

// Operands of BINARY_OP (kInplaceFlag marks `a op= b`).
enum class BinaryOp : uint8_t { Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Pow, LShift, RShift, And, Or, Xor, MatMul, COUNT_ };
inline constexpr uint32_t kInplaceFlag = 0x80;
enum class UnaryOp : uint8_t { Negative, Positive, Not, Invert };
enum class CompareOp : uint8_t { Lt, Le, Eq, Ne, Gt, Ge };

// MAKE_FUNCTION operand: low 4 bits say which extra items are on the stack, the rest is the
// index of the code object in the program.
enum MakeFunctionFlags : uint32_t { kHasDefaults = 1, kHasKwDefaults = 2, kHasClosure = 4, kHasAnnotations = 8 };
// FORMAT_VALUE's operand: conversion in bits 0-1, 4 when a spec is on the stack, and this flag
// when the next use of the result is a BUILD_STRING (which formats small ints itself).
inline constexpr uint32_t kFormatIntoBuild = 8;

// Instruction word: opcode in the low byte, operand in the upper 24 bits.
inline constexpr uint32_t encode(Op op, uint32_t arg) { return uint32_t(op) | (arg << 8); }
inline constexpr Op opcode_of(uint32_t word) { return Op(word & 0xFF); }
inline constexpr uint32_t operand_of(uint32_t word) { return word >> 8; }
inline constexpr uint32_t kMaxOperand = 0xFF'FFFF;

// Stack effect of one instruction (for the compiler's max-depth computation and snapshot checks).
// For jumps, `jumping` selects the effect when the branch is taken.
int stack_effect(Op op, uint32_t arg, bool jumping);

}  // namespace basilisk::vm
