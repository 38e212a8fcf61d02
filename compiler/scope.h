#pragma once
// Scope analysis (CPython's symtable): which names are local, cell, free or global in every
// function, lambda, class body and comprehension of a module. The bytecode generator asks it how
// to load and store each name and which variables a code object's closure needs.
//
// The algorithm follows CPython 3.11: a first pass records, per scope, how each name is used
// (assigned, parameter, read, declared global/nonlocal); a second pass resolves each name against
// the names bound by the enclosing *function* scopes (class bodies do not make their names
// visible to nested functions) and turns captured locals into cells.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>

#include "compiler/ast.h"
#include "compiler/compile_guard.h"

namespace basilisk::compiler {

// A compile-time error located at an AST node (0-based byte columns, as in the AST). compile.cpp
// turns it into a SyntaxErrorInfo with CPython's 1-based character offsets.
struct CompileError {
    std::string message;
    int line = 0;
    int col = 0;
    int end_line = 0;
    int end_col = 0;
    std::string type = "SyntaxError";
};

enum class ScopeKind : uint8_t { Module, Function, Lambda, Class, Comprehension };

// Where a name lives in one scope.
enum class NameScope : uint8_t {
    Local,           // fast local (function), namespace entry (class body), global (module)
    Cell,            // a local captured by a nested scope
    Free,            // captured from an enclosing function
    GlobalExplicit,  // declared `global`
    GlobalImplicit,  // not bound anywhere visible: global or builtin
};

// How a scope uses a name (CPython's DEF_* flags).
enum SymbolFlag : uint32_t {
    kDefGlobal = 1u << 0,    // `global x`
    kDefLocal = 1u << 1,     // assigned, deleted, imported, def/class name, for/with/except target
    kDefParam = 1u << 2,     // a parameter
    kDefNonlocal = 1u << 3,  // `nonlocal x`
    kUse = 1u << 4,          // read
    kDefFreeClass = 1u << 5, // class-local name that nested scopes also capture from outside
    kDefAnnot = 1u << 6,     // annotated (`x: int`)
    kDefCompIter = 1u << 7,  // a comprehension's iteration variable
};
inline constexpr uint32_t kDefBound = kDefLocal | kDefParam;

struct Symbol {
    std::string name;
    uint32_t flags = 0;
    NameScope scope = NameScope::GlobalImplicit;
    // Index in the scope's varnames (parameters and fast locals of function-like scopes), so the
    // code generator finds a slot in O(1): a linear search made a function of n locals compile
    // in O(n^2) (70,000 assignments took seconds).
    uint32_t slot = UINT32_MAX;
};

struct Scope {
    ScopeKind kind = ScopeKind::Module;
    std::string name;         // "<module>", function/class name, "<lambda>", "<listcomp>", ...
    const void* node = nullptr;  // the Module/FunctionDef/Lambda/ClassDef/comprehension Expr
    Scope* parent = nullptr;
    int line = 0;
    std::vector<std::unique_ptr<Scope>> children;  // in source order

    // Symbols in first-use order (fast locals get slots in this order after the parameters).
    std::vector<Symbol> symbols;
    std::unordered_map<std::string, size_t> symbol_index;
    std::vector<std::string> params;  // positional (incl. posonly), kw-only, *args, **kwargs
    uint32_t argcount = 0, posonly_argcount = 0, kwonly_argcount = 0;
    bool has_varargs = false, has_varkw = false;
    bool is_generator = false;
    // async def; a comprehension that awaits; a module body with top-level await. With
    // is_generator too: an async generator.
    bool is_coroutine = false;
    bool is_async_def = false;         // declared `async def` (await is allowed in it)
    bool needs_class_closure = false;  // class body: some method uses super/__class__
    std::string private_name;          // innermost enclosing class name, for name mangling
    // Lines of global/nonlocal directives (and walrus-in-comprehension bindings), for errors.
    // Made by the first directive (most scopes have none).
    std::unique_ptr<std::unordered_map<std::string, const Node*>> directives;

    // Results of the analysis, in the layout of vm::Code.
    std::vector<std::string> varnames;  // function-like scopes only
    std::vector<std::string> cellvars;  // sorted
    std::vector<std::string> freevars;  // sorted

    bool is_function_like() const {
        return kind == ScopeKind::Function || kind == ScopeKind::Lambda ||
               kind == ScopeKind::Comprehension;
    }
    const Symbol* lookup(const std::string& name) const {
        auto it = symbol_index.find(name);
        return it == symbol_index.end() ? nullptr : &symbols[it->second];
    }
    // The resolved scope of a (mangled) name; names the analysis never saw are implicit globals.
    NameScope scope_of(const std::string& name) const {
        const Symbol* s = lookup(name);
        return s ? s->scope : NameScope::GlobalImplicit;
    }
};

class SymbolTable {
public:
    // Builds and analyzes the scopes of `module`; the first error found is returned instead.
    static std::variant<std::unique_ptr<SymbolTable>, CompileError> build(const Module& module);
    // The same into an empty table the caller owns (compile_program keeps it on the stack). The
    // table must not move afterwards: scopes point at their parents.
    // `guard`, when given, bounds the time and memory the analysis takes (compile_guard.h): past
    // a limit it returns an error and the caller reports the guard's limit.
    // `top_level_await`: `await`, `async for` and `async with` are allowed at module level (as
    // `python -m asyncio` and code-mode hosts allow); the module body becomes a coroutine.
    static std::optional<CompileError> build_into(SymbolTable& table, const Module& module,
                                                  CompileGuard* guard = nullptr, bool top_level_await = false);

    SymbolTable() = default;
    SymbolTable(const SymbolTable&) = delete;
    SymbolTable& operator=(const SymbolTable&) = delete;

    Scope& module_scope() const { return m_root; }
    // The scope created for a FunctionDef, Lambda, ClassDef or comprehension node; null if none.
    Scope* scope_for(const void* node) const {
        // The root is not in m_by_node: a script without functions or classes allocates no index.
        if (node == m_root.node) return &m_root;
        if (!m_by_node) return nullptr;
        auto it = m_by_node->find(node);
        return it == m_by_node->end() ? nullptr : it->second;
    }

    // How many scopes (hence code objects) the module has.
    size_t scope_count() const { return (m_by_node ? m_by_node->size() : 0) + 1; }

private:
    friend class ScopeBuilder;
    // Inline rather than heap-allocated: a script without functions or classes then needs no
    // allocation for its scopes. Mutable because the code generator annotates scopes it reads
    // through a const table (as it did through the former pointer).
    mutable Scope m_root;
    // Made by the first nested scope.
    std::unique_ptr<std::unordered_map<const void*, Scope*>> m_by_node;
};

// CPython's private name mangling: inside class `_Cls`, `__x` becomes `_Cls__x` (dunder names,
// dotted names and classes named only with underscores are left alone).
std::string mangle(std::string_view private_name, std::string_view name);

// The maximum nesting of AST nodes the compiler follows before reporting RecursionError.
inline constexpr int kMaxCompileDepth = 1500;

}  // namespace basilisk::compiler
