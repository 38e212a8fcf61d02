#pragma once
// Programs in snapshots: encoding, decoding and the bytecode verifier.
#include <optional>
#include <string>
#include <vector>

#include "checkpoint/archive_io.h"
#include "vm/code.h"
#include "vm/opcodes.h"

namespace basilisk::checkpoint {

void save_program(Writer& w, const vm::Program& program);
// Throws DecodeError on malformed input (the program is not verified yet).
vm::Program load_program(Reader& r);

// What the verifier learned about a code object: the value-stack depth (above the fast locals,
// cells and free variables) before each instruction, or -1 where the instruction is unreachable.
struct CodeFacts {
    std::vector<int32_t> depth;
};

// One decoded instruction (EXTENDED_ARG prefixes folded in, as the interpreter reads it).
struct Instr {
    vm::Op op;
    uint32_t arg;
    uint32_t start, next;   // its first word and the word after it
};
// The instruction the interpreter reads when it starts at `pos`; nullopt past the end or on a bad opcode.
std::optional<Instr> decode_at(const vm::Code& c, uint32_t pos);
// The instruction the verifier reached that ends just before `pc` (a frame's return address);
// nullopt when there is none, or when two reachable decodings end there.
std::optional<Instr> instruction_ending_at(const vm::Code& c, const CodeFacts& facts, uint32_t pc);

// Checks a whole program: every opcode, operand, jump target, exception-table entry, line
// entry, constant and parameter count; walks every path to prove the value stack never
// underflows or exceeds max_stack. Returns an error message, or nullopt when it is sound.
std::optional<std::string> verify_program(const vm::Program& program, std::vector<CodeFacts>* facts = nullptr);

}  // namespace basilisk::checkpoint
