#pragma once
// The compiler's entry point: Python source in, an immutable vm::Program (or a CPython-worded
// SyntaxError) out.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "compiler/compile_guard.h"
#include "compiler/syntax_error.h"
#include "vm/code.h"

namespace basilisk::compiler {

struct Module;

// Language features a host may switch off. The compiler asks CompileOptions::feature_check once
// per use (in one place: CodeGen::check_feature); the interp layer's feature table decides.
enum class Feature : uint8_t {
    FunctionDef, Lambda, ClassDef, WhileLoop, ForLoop, Comprehension, GeneratorExpression,
    Generator,  // yield / yield from
    Try, Raise, With, Import, Global, Nonlocal, Assert, Delete,
    TupleUnpacking,  // a, b = ... / for k, v in ...: / starred targets
    Subscript,       // x[i], x[a:b] (loads, stores, deletes)
    BreakContinue,
    StringMethods,   // attribute access by a str method's name (s.upper(), ', '.join(...)), see
                     // is_string_method_name; the VM refuses str methods reached dynamically
    Async,           // async def, await, async for, async with, async comprehensions
};
// True for the names of str's public methods that no other built-in type has (count and index
// are list and tuple methods too, so only the VM's run-time check covers them).
bool is_string_method_name(std::string_view name);
const char* feature_name(Feature feature);  // "while loops", "lambda", ...

struct CompileOptions {
    std::string filename = "main.py";
    // File: expression statements pop their value. Interactive (REPL): top-level expression
    // statements are echoed with PRINT_EXPR. Embedded: when the last top-level statement is an
    // expression statement its value goes to SET_RESULT (the host receives it).
    enum class Mode { File, Interactive, Embedded } mode = Mode::File;
    // Feature policy: return a message to reject a use of `feature` at `line` (reported as a
    // SyntaxError with that message), or nullopt to allow it. Empty: everything is allowed.
    std::function<std::optional<std::string>(Feature, int line)> feature_check;
    // Time and memory the compilation may take (none by default); past them it fails with a
    // SyntaxErrorInfo whose `limit` names the limit.
    CompileLimits limits;
    // `await`, `async for` and `async with` at module level (the sandbox's code, as `python -m
    // asyncio` allows): the module body then compiles to a coroutine (vm::kCodeCoroutine).
    bool top_level_await = false;
    // What a class statement stores as `__module__`: a built-in module's name for its classes
    // (`<class 'collections.OrderedDict'>`), "__main__" for the sandbox's code.
    std::string module_name = "__main__";
};

// Parses and compiles a whole module.
std::variant<vm::ProgramRef, SyntaxErrorInfo> compile_program(std::string_view source,
                                                              const CompileOptions& options = {});

// Compiles an already parsed module (its source_lines are copied into the Program).
std::variant<vm::ProgramRef, SyntaxErrorInfo> compile_module(const Module& module,
                                                             const CompileOptions& options = {});

}  // namespace basilisk::compiler
