// Scope analysis: locals, cells, frees and globals of nested functions, classes and comprehensions.
#include <gtest/gtest.h>

#include "compiler/parser.h"
#include "compiler/scope.h"

namespace basilisk::compiler {
namespace {

using Names = std::vector<std::string>;

struct Analyzed {
    std::unique_ptr<Module> module;
    std::unique_ptr<SymbolTable> table;
};

Analyzed analyze(const std::string& source) {
    Analyzed out;
    auto parsed = parse_module(source, "main.py");
    if (auto* err = std::get_if<SyntaxErrorInfo>(&parsed)) {
        ADD_FAILURE() << "parse error: " << err->message;
        return out;
    }
    out.module = std::move(std::get<std::unique_ptr<Module>>(parsed));
    auto built = SymbolTable::build(*out.module);
    if (auto* err = std::get_if<CompileError>(&built)) {
        ADD_FAILURE() << "scope error: " << err->message;
        return out;
    }
    out.table = std::move(std::get<std::unique_ptr<SymbolTable>>(built));
    return out;
}

const Scope* find(const Scope& scope, const std::string& name) {
    if (scope.name == name) return &scope;
    for (const auto& child : scope.children)
        if (const Scope* s = find(*child, name)) return s;
    return nullptr;
}

TEST(Scope, LocalsCellsAndFrees) {
    auto a = analyze(
        "def outer(p):\n"
        "    x = 1\n"
        "    y = 2\n"
        "    def inner():\n"
        "        nonlocal y\n"
        "        y = x + p + g\n"
        "    return inner\n");
    ASSERT_TRUE(a.table);
    const Scope* outer = find(a.table->module_scope(), "outer");
    const Scope* inner = find(a.table->module_scope(), "inner");
    ASSERT_TRUE(outer && inner);
    EXPECT_EQ(outer->scope_of("x"), NameScope::Cell);
    EXPECT_EQ(outer->scope_of("y"), NameScope::Cell);
    EXPECT_EQ(outer->scope_of("p"), NameScope::Cell);
    EXPECT_EQ(outer->scope_of("inner"), NameScope::Local);
    EXPECT_EQ(outer->cellvars, (Names{"p", "x", "y"}));
    EXPECT_EQ(outer->varnames, (Names{"p", "inner"}));
    EXPECT_EQ(inner->scope_of("x"), NameScope::Free);
    EXPECT_EQ(inner->scope_of("y"), NameScope::Free);
    EXPECT_EQ(inner->scope_of("g"), NameScope::GlobalImplicit);
    EXPECT_EQ(inner->freevars, (Names{"p", "x", "y"}));
    EXPECT_TRUE(inner->varnames.empty());
}

TEST(Scope, FreeVariablesPassThroughIntermediateFunctions) {
    auto a = analyze("def a():\n    v = 1\n    def b():\n        def c():\n            return v\n        return c\n");
    ASSERT_TRUE(a.table);
    EXPECT_EQ(find(a.table->module_scope(), "a")->cellvars, Names{"v"});
    EXPECT_EQ(find(a.table->module_scope(), "b")->freevars, Names{"v"});
    EXPECT_EQ(find(a.table->module_scope(), "c")->freevars, Names{"v"});
}

TEST(Scope, GlobalDeclarations) {
    auto a = analyze("def f():\n    global g\n    g = 1\n    def h():\n        return g\n");
    ASSERT_TRUE(a.table);
    const Scope* f = find(a.table->module_scope(), "f");
    const Scope* h = find(a.table->module_scope(), "h");
    EXPECT_EQ(f->scope_of("g"), NameScope::GlobalExplicit);
    EXPECT_EQ(h->scope_of("g"), NameScope::GlobalImplicit);
    EXPECT_TRUE(f->cellvars.empty());
}

TEST(Scope, ClassBodiesDoNotLeakIntoMethods) {
    auto a = analyze(
        "def f():\n"
        "    x = 1\n"
        "    class C:\n"
        "        x = 2\n"
        "        y = x\n"
        "        def m(self):\n"
        "            return x\n");
    ASSERT_TRUE(a.table);
    const Scope* c = find(a.table->module_scope(), "C");
    const Scope* m = find(a.table->module_scope(), "m");
    EXPECT_EQ(c->kind, ScopeKind::Class);
    EXPECT_EQ(c->scope_of("x"), NameScope::Local);  // class-local, but also passed through
    EXPECT_EQ(c->freevars, Names{"x"});
    EXPECT_EQ(m->scope_of("x"), NameScope::Free);   // f's x, not the class attribute
    EXPECT_EQ(find(a.table->module_scope(), "f")->cellvars, Names{"x"});
}

TEST(Scope, SuperCreatesClassCell) {
    auto a = analyze("class C(B):\n    def m(self):\n        return super().m()\n    def n(self):\n        return 1\n");
    ASSERT_TRUE(a.table);
    const Scope* c = find(a.table->module_scope(), "C");
    EXPECT_TRUE(c->needs_class_closure);
    EXPECT_EQ(c->cellvars, Names{"__class__"});
    EXPECT_EQ(find(a.table->module_scope(), "m")->freevars, Names{"__class__"});
    EXPECT_TRUE(find(a.table->module_scope(), "n")->freevars.empty());
}

TEST(Scope, ComprehensionsHaveTheirOwnScope) {
    auto a = analyze("def f(xs):\n    k = 2\n    return [x * k for x in xs if (last := x)]\n");
    ASSERT_TRUE(a.table);
    const Scope* f = find(a.table->module_scope(), "f");
    const Scope* comp = find(a.table->module_scope(), "<listcomp>");
    ASSERT_TRUE(comp);
    EXPECT_EQ(comp->kind, ScopeKind::Comprehension);
    EXPECT_EQ(comp->params, Names{".0"});
    EXPECT_EQ(comp->scope_of("x"), NameScope::Local);
    EXPECT_EQ(comp->scope_of("k"), NameScope::Free);
    EXPECT_EQ(comp->scope_of("last"), NameScope::Free);  // PEP 572: binds in f
    EXPECT_EQ(comp->scope_of("xs"), NameScope::GlobalImplicit);  // evaluated outside: never seen
    EXPECT_EQ(f->scope_of("last"), NameScope::Cell);
    EXPECT_EQ(f->scope_of("xs"), NameScope::Local);
}

TEST(Scope, GeneratorsAndParameters) {
    auto a = analyze("def g(a, /, b, *c, d, **e):\n    yield a\nh = (i for i in r)\n");
    ASSERT_TRUE(a.table);
    const Scope* g = find(a.table->module_scope(), "g");
    EXPECT_TRUE(g->is_generator);
    EXPECT_EQ(g->params, (Names{"a", "b", "d", "c", "e"}));
    EXPECT_EQ(g->argcount, 2u);
    EXPECT_EQ(g->posonly_argcount, 1u);
    EXPECT_EQ(g->kwonly_argcount, 1u);
    EXPECT_TRUE(g->has_varargs && g->has_varkw);
    EXPECT_TRUE(find(a.table->module_scope(), "<genexpr>")->is_generator);
}

TEST(Scope, ModuleNamesAreGlobalNotCaptured) {
    auto a = analyze("x = 1\ndef f():\n    return x\n");
    ASSERT_TRUE(a.table);
    EXPECT_EQ(find(a.table->module_scope(), "f")->scope_of("x"), NameScope::GlobalImplicit);
    EXPECT_TRUE(a.table->module_scope().cellvars.empty());
}

TEST(Scope, Mangle) {
    EXPECT_EQ(mangle("C", "__x"), "_C__x");
    EXPECT_EQ(mangle("_C", "__x"), "_C__x");
    EXPECT_EQ(mangle("C", "__x__"), "__x__");
    // Any name ending in "__" stays, however short (dataclasses' `__: KW_ONLY`).
    EXPECT_EQ(mangle("C", "__"), "__");
    EXPECT_EQ(mangle("C", "___"), "___");
    EXPECT_EQ(mangle("C", "___x"), "_C___x");
    EXPECT_EQ(mangle("C", "_x"), "_x");
    EXPECT_EQ(mangle("___", "__x"), "__x");
    EXPECT_EQ(mangle("", "__x"), "__x");
}

TEST(Scope, Errors) {
    struct Case { const char* src; const char* message; int line; };
    const Case cases[] = {
        {"def f():\n    nonlocal q\n", "no binding for nonlocal 'q' found", 2},
        {"nonlocal q\n", "nonlocal declaration not allowed at module level", 1},
        {"class C:\n    nonlocal q\n", "no binding for nonlocal 'q' found", 2},
        {"def f():\n    def g():\n        nonlocal x\n", "no binding for nonlocal 'x' found", 3},
        {"def f():\n    x = 1\n    global x\n", "name 'x' is assigned to before global declaration", 3},
    };
    for (const Case& c : cases) {
        auto parsed = parse_module(c.src, "main.py");
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Module>>(parsed)) << c.src;
        auto built = SymbolTable::build(*std::get<std::unique_ptr<Module>>(parsed));
        ASSERT_TRUE(std::holds_alternative<CompileError>(built)) << c.src;
        EXPECT_EQ(std::get<CompileError>(built).message, c.message);
        EXPECT_EQ(std::get<CompileError>(built).line, c.line);
    }
}

}  // namespace
}  // namespace basilisk::compiler
