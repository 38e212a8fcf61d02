#pragma once
// The switchable language features of the embedding API (SandboxConfig::disabled_features,
// CodeConstraints). The compiler keeps its own enum, compiler::Feature, with the same members in
// the same order (constraints.cpp checks it at compile time), so this public header needs
// nothing of compiler/.
#include <cstdint>

namespace basilisk {

enum class Feature : uint8_t {
    FunctionDef, Lambda, ClassDef, WhileLoop, ForLoop, Comprehension, GeneratorExpression,
    Generator,       // yield / yield from
    Try, Raise, With, Import, Global, Nonlocal, Assert, Delete,
    TupleUnpacking,  // a, b = ... / for k, v in ...: / starred targets
    Subscript,       // x[i], x[a:b] (loads, stores, deletes)
    BreakContinue,
    StringMethods,   // attribute access by a str method's name (s.upper(), ', '.join(...))
    Async,           // async def, await, async for, async with, async comprehensions
};

}  // namespace basilisk
