#pragma once
// The compiled form of a program: immutable once built, so one Program is shared by every
// execution that runs it (and by every thread). Heap values for its constants are made per
// execution, lazily (see Vm::constants_of).
#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include <boost/container/small_vector.hpp>

namespace basilisk::vm {

struct ConstTuple;
struct BigIntLiteral { std::string decimal; };   // an int literal too big for a small int
struct BytesLiteral { std::string data; };
struct CodeRef { uint32_t index; };              // a nested code object, by index in Program::codes
struct EllipsisLiteral {};
struct NoneLiteral {};

// A compile-time constant. Tuples of constants appear for keyword-name tuples of CALL_KW and
// for constant-folded tuple displays.
using Constant = std::variant<NoneLiteral, bool, int64_t, BigIntLiteral, double, std::string,
                              BytesLiteral, EllipsisLiteral, CodeRef, std::shared_ptr<const ConstTuple>>;
struct ConstTuple { std::vector<Constant> items; };

// While pc is in [start, end), an exception unwinds the value stack to `depth` (relative to the
// frame's stack base), pushes the exception and jumps to `handler`.
// The compiler emits entries sorted by start and never overlapping (each pc maps to its innermost handler).
struct ExceptionTableEntry {
    uint32_t start = 0, end = 0, handler = 0, depth = 0;
};

// The instruction at `pc` and the ones after it (until the next entry) come from `line`.
struct LineEntry {
    uint32_t pc = 0;
    uint32_t line = 0;
};

enum CodeFlags : uint32_t {
    kCodeGenerator = 1,      // calling it makes a generator
    kCodeVarArgs = 2,        // has *args (its slot follows the keyword-only parameters)
    kCodeVarKeywords = 4,    // has **kwargs (its slot follows *args)
    kCodeModule = 8,         // module body: names are globals
    kCodeClassBody = 16,     // class body: names live in a namespace dict
    kCodeComprehension = 32, // an inlined-scope comprehension or genexp function (name like <listcomp>)
    kCodeLambda = 64,
    kCodeCoroutine = 128,        // async def: calling it makes a coroutine (kCodeGenerator is set too)
    kCodeAsyncGenerator = 256,   // async def with yield: an async generator (kCodeGenerator is set too)
    // A prelude generator that `await` accepts as an awaitable (CPython's types.coroutine): the
    // async generator's asend/athrow machinery, which passes event-loop objects through.
    kCodeIterableCoroutine = 512,
};

// The per-code arrays keep their first few elements inside the Code (and a one-code program's
// Code inside its Program): compiling a one-line script costs one allocation for the Program
// instead of one per array, and freeing it is as cheap.
using ConstantList = boost::container::small_vector<Constant, 2>;
using InstructionList = boost::container::small_vector<uint32_t, 8>;
using LineTable = boost::container::small_vector<LineEntry, 2>;
using SourceLines = boost::container::small_vector<std::string, 1>;

struct Code {
    std::string name;        // "f", "<module>", "<lambda>", "<listcomp>", "<genexpr>", class name
    std::string qualname;    // "C.method", "f.<locals>.g"
    uint32_t flags = 0;
    uint32_t argcount = 0;          // positional parameters, including positional-only ones
    uint32_t posonly_argcount = 0;
    uint32_t kwonly_argcount = 0;
    // Fast locals: parameters first (positional, keyword-only, *args, **kwargs), then other locals.
    std::vector<std::string> varnames;
    // Slots after the fast locals: cells of this scope's captured variables, then the free
    // variables captured from enclosing scopes. LOAD_DEREF i addresses cellvars[i] for
    // i < cellvars.size(), else freevars[i - cellvars.size()].
    std::vector<std::string> cellvars;
    std::vector<std::string> freevars;
    // For each cellvar: the index of the parameter whose value initializes it, or -1.
    std::vector<int32_t> cell_from_param;
    std::vector<std::string> names;   // globals, attributes, imported names
    ConstantList consts;
    InstructionList instructions;
    std::vector<ExceptionTableEntry> exception_table;
    LineTable lines;
    uint32_t max_stack = 0;
    uint32_t first_line = 0;
    // A function's docstring (its body's leading string literal), for __doc__.
    std::string doc;
    bool has_doc = false;
    // Derived from `instructions` by index_cache_sites() (never serialized): for each
    // instruction word, the index of its inline-cache site, so every execution of the program
    // shares one table instead of building its own. Empty until indexed.
    InstructionList site_of_pc;
    uint32_t site_count = 0;

    // No *args/**kwargs, keyword-only parameters, cells or generator: a call with exactly
    // argcount positional arguments only copies them and the closure's cells (the interpreter's
    // fast path; a closure such as a nonlocal counter's bump() is as common as a plain function).
    bool is_simple() const {
        return (flags & (kCodeGenerator | kCodeVarArgs | kCodeVarKeywords)) == 0 && kwonly_argcount == 0 &&
               cellvars.empty();
    }
    uint32_t frame_size() const {
        return uint32_t(varnames.size() + cellvars.size() + freevars.size()) + max_stack;
    }
    uint32_t line_at(uint32_t pc) const;
};

struct Program {
    std::string filename;                   // as shown in tracebacks: "main.py", "<string>"
    SourceLines source_lines;  // for traceback source lines
    boost::container::small_vector<Code, 1> codes;  // codes[0] is the module body
};

using ProgramRef = std::shared_ptr<const Program>;

// Fills Code::site_of_pc and site_count of every code object (vm/inline_cache.cpp); the
// compiler and the snapshot loader call it on each program they make.
void index_cache_sites(Program& program);

// Human-readable listing of a code object and its nested code (for golden tests and debugging).
std::string disassemble(const Program& program);

}  // namespace basilisk::vm
