#pragma once
// The abstract syntax tree produced by the parser, shaped like CPython's `ast` module so that the
// bytecode compiler can follow CPython's compiler closely and so that tests can compare our trees
// with `ast.dump()` output.
//
// Layout: one struct per node kind, deriving from `Expr`, `Stmt` or `Pattern`, each carrying a
// `kind` tag to switch on. After switching, downcast with `node.as<BinOp>()`. Children are owned by
// std::unique_ptr; lists are std::vector<std::unique_ptr<...>>. Small helper records that are never
// polymorphic (Arg, Keyword, Alias, Comprehension, WithItem, ExceptHandler, MatchCase) are held by
// value. Nullable children are plain null unique_ptrs.
//
// Positions follow CPython: `line`/`end_line` are 1-based, `col`/`end_col` are 0-based UTF-8 byte
// offsets into the line (CPython's col_offset/end_col_offset).

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include <boost/container/small_vector.hpp>

namespace basilisk::compiler {

// Bump allocation for the nodes of one parse: a Module owns one, and the parser places every
// Expr, Stmt and Pattern in it instead of asking malloc for each (and free for each when the tree
// goes). The nodes still own their children and strings through unique_ptrs, vectors and strings:
// deleting an arena node runs its destructor and leaves its memory to the arena (see
// Expr::operator delete). An arena node must therefore not outlive the Module that made it.
class NodeArena {
public:
    // User-provided (not `= default`) so that `new Module()` does not zero the inline buffer.
    NodeArena() {}
    NodeArena(const NodeArena&) = delete;
    NodeArena& operator=(const NodeArena&) = delete;

    void* allocate(size_t size) {
        size = (size + kAlign - 1) & ~(kAlign - 1);
        if (size > m_left) refill(size);
        void* p = m_next;
        m_next += size;
        m_left -= size;
        return p;
    }

private:
    static constexpr size_t kAlign = alignof(std::max_align_t);
    // The first nodes go inside the Module itself, so a one-line script's tree costs no
    // allocation beyond the Module (which stays small enough for malloc's fast per-thread cache).
    static constexpr size_t kInlineBytes = 640;
    void refill(size_t size);

    // The buffer is not the first member on purpose: a Module (which starts with its arena) and
    // its first node must not share an address, as the symbol table keys scopes by node address.
    unsigned char* m_next = m_inline;
    size_t m_left = kInlineBytes;
    std::vector<std::unique_ptr<unsigned char[]>> m_chunks;
    alignas(kAlign) unsigned char m_inline[kInlineBytes];
};

// Deletes a polymorphic node made either by `new` (tests build trees by hand) or in a NodeArena:
// a destroying operator delete runs the (virtual) destructor first and then frees the memory only
// when it came from the heap.
#define BASILISK_ARENA_AWARE_DELETE(Base)                                   \
    bool in_arena = false;                                                 \
    static void operator delete(Base* p, std::destroying_delete_t) {       \
        bool arena = p->in_arena;                                          \
        p->~Base();                                                        \
        if (!arena) ::operator delete(static_cast<void*>(p));             \
    }

struct Node {
    int line = 0;
    int col = 0;
    int end_line = 0;
    int end_col = 0;
};

// ---------------------------------------------------------------------------------------------
// Operators and contexts
// ---------------------------------------------------------------------------------------------

enum class ExprContext : uint8_t { Load, Store, Del };
enum class BoolOpKind : uint8_t { And, Or };
enum class BinOpKind : uint8_t {
    Add, Sub, Mult, MatMult, Div, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv
};
enum class UnaryOpKind : uint8_t { Invert, Not, UAdd, USub };
enum class CmpOpKind : uint8_t { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

// CPython's class names (Add, Sub, ..., Eq, NotIn, ...), for dumps and diagnostics.
const char* binop_name(BinOpKind op);
const char* unaryop_name(UnaryOpKind op);
const char* cmpop_name(CmpOpKind op);
// The source spelling ("+", "//", "not in", ...).
const char* binop_symbol(BinOpKind op);
const char* cmpop_symbol(CmpOpKind op);

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

enum class ExprKind : uint8_t {
    BoolOp, NamedExpr, BinOp, UnaryOp, Lambda, IfExp, Dict, Set, ListComp, SetComp, DictComp,
    GeneratorExp, Await, Yield, YieldFrom, Compare, Call, FormattedValue, JoinedStr, Constant,
    Attribute, Subscript, Starred, Name, List, Tuple, Slice
};
const char* expr_kind_name(ExprKind kind);

struct Expr : Node {
    const ExprKind kind;
    BASILISK_ARENA_AWARE_DELETE(Expr)
    explicit Expr(ExprKind k) : kind(k) {}
    virtual ~Expr() = default;
    Expr(const Expr&) = delete;
    Expr& operator=(const Expr&) = delete;

    template <class T> T& as() { return static_cast<T&>(*this); }
    template <class T> const T& as() const { return static_cast<const T&>(*this); }
    template <class T> bool is() const { return kind == T::kKind; }
};
using ExprPtr = std::unique_ptr<Expr>;
using ExprList = std::vector<ExprPtr>;

template <ExprKind K>
struct ExprOf : Expr {
    static constexpr ExprKind kKind = K;
    ExprOf() : Expr(K) {}
};

struct Arg : Node {
    std::string arg;
    ExprPtr annotation;  // nullable
};

// A function's or lambda's parameter list, exactly as CPython's `ast.arguments`.
// `defaults` belong to the last len(defaults) of posonlyargs+args; `kw_defaults` is parallel to
// `kwonlyargs` with null entries for parameters without a default.
struct Arguments {
    std::vector<Arg> posonlyargs;
    std::vector<Arg> args;
    std::unique_ptr<Arg> vararg;  // nullable
    std::vector<Arg> kwonlyargs;
    ExprList kw_defaults;  // entries nullable
    std::unique_ptr<Arg> kwarg;  // nullable
    ExprList defaults;
};

struct Keyword : Node {
    std::optional<std::string> arg;  // nullopt for `**mapping`
    ExprPtr value;
};

struct Comprehension {
    ExprPtr target;  // Store context
    ExprPtr iter;
    ExprList ifs;
    bool is_async = false;
};

struct BoolOp : ExprOf<ExprKind::BoolOp> {
    BoolOpKind op = BoolOpKind::And;
    ExprList values;  // two or more; `a and b and c` is one BoolOp
};
struct NamedExpr : ExprOf<ExprKind::NamedExpr> {
    ExprPtr target;  // a Name in Store context
    ExprPtr value;
};
struct BinOp : ExprOf<ExprKind::BinOp> {
    ExprPtr left;
    BinOpKind op = BinOpKind::Add;
    ExprPtr right;
};
struct UnaryOp : ExprOf<ExprKind::UnaryOp> {
    UnaryOpKind op = UnaryOpKind::Not;
    ExprPtr operand;
};
struct Lambda : ExprOf<ExprKind::Lambda> {
    Arguments args;  // never annotated
    ExprPtr body;
};
struct IfExp : ExprOf<ExprKind::IfExp> {
    ExprPtr test;
    ExprPtr body;
    ExprPtr orelse;
};
struct Dict : ExprOf<ExprKind::Dict> {
    ExprList keys;  // a null key means `**values[i]`
    ExprList values;
};
struct Set : ExprOf<ExprKind::Set> {
    ExprList elts;
};
struct ListComp : ExprOf<ExprKind::ListComp> {
    ExprPtr elt;
    std::vector<Comprehension> generators;
};
struct SetComp : ExprOf<ExprKind::SetComp> {
    ExprPtr elt;
    std::vector<Comprehension> generators;
};
struct DictComp : ExprOf<ExprKind::DictComp> {
    ExprPtr key;
    ExprPtr value;
    std::vector<Comprehension> generators;
};
struct GeneratorExp : ExprOf<ExprKind::GeneratorExp> {
    ExprPtr elt;
    std::vector<Comprehension> generators;
};
struct Await : ExprOf<ExprKind::Await> {
    ExprPtr value;
};
struct Yield : ExprOf<ExprKind::Yield> {
    ExprPtr value;  // nullable
};
struct YieldFrom : ExprOf<ExprKind::YieldFrom> {
    ExprPtr value;
};
struct Compare : ExprOf<ExprKind::Compare> {
    ExprPtr left;
    std::vector<CmpOpKind> ops;
    ExprList comparators;  // same length as ops
};
struct Call : ExprOf<ExprKind::Call> {
    ExprPtr func;
    ExprList args;  // may contain Starred
    std::vector<Keyword> keywords;
};
// One `{...}` replacement field of an f-string.
struct FormattedValue : ExprOf<ExprKind::FormattedValue> {
    ExprPtr value;
    int conversion = -1;  // -1, 's', 'r' or 'a'
    ExprPtr format_spec;  // nullable; a JoinedStr when present
};
// An f-string: a sequence of str Constants and FormattedValues (adjacent literal parts merged,
// empty literal parts dropped, as CPython does).
struct JoinedStr : ExprOf<ExprKind::JoinedStr> {
    ExprList values;
};

enum class ConstantKind : uint8_t { None, True, False, Ellipsis, Int, Float, Str, Bytes };

struct Constant : ExprOf<ExprKind::Constant> {
    ConstantKind value_kind = ConstantKind::None;
    // Int: when the value fits, `int_value` holds it and `int_is_big` is false (`int_text` may
    // then be empty: plain literals skip it); otherwise `int_text` holds its decimal digits
    // (literals are never negative) to build a big int from.
    int64_t int_value = 0;
    bool int_is_big = false;
    std::string int_text;
    double float_value = 0.0;
    // Str: UTF-8 text. Bytes: the raw byte values.
    std::string str_value;
};
struct Attribute : ExprOf<ExprKind::Attribute> {
    ExprPtr value;
    std::string attr;
    ExprContext ctx = ExprContext::Load;
};
struct Subscript : ExprOf<ExprKind::Subscript> {
    ExprPtr value;
    ExprPtr slice;  // a Slice, a Tuple (possibly holding Slices) or any expression
    ExprContext ctx = ExprContext::Load;
};
struct Starred : ExprOf<ExprKind::Starred> {
    ExprPtr value;
    ExprContext ctx = ExprContext::Load;
};
struct Name : ExprOf<ExprKind::Name> {
    std::string id;
    ExprContext ctx = ExprContext::Load;
};
struct List : ExprOf<ExprKind::List> {
    ExprList elts;
    ExprContext ctx = ExprContext::Load;
};
struct Tuple : ExprOf<ExprKind::Tuple> {
    ExprList elts;
    ExprContext ctx = ExprContext::Load;
};
struct Slice : ExprOf<ExprKind::Slice> {
    ExprPtr lower;  // all nullable
    ExprPtr upper;
    ExprPtr step;
};

// ---------------------------------------------------------------------------------------------
// Patterns (match statement)
// ---------------------------------------------------------------------------------------------

enum class PatternKind : uint8_t {
    MatchValue, MatchSingleton, MatchSequence, MatchMapping, MatchClass, MatchStar, MatchAs, MatchOr
};

struct Pattern : Node {
    const PatternKind kind;
    BASILISK_ARENA_AWARE_DELETE(Pattern)
    explicit Pattern(PatternKind k) : kind(k) {}
    virtual ~Pattern() = default;
    Pattern(const Pattern&) = delete;
    Pattern& operator=(const Pattern&) = delete;

    template <class T> T& as() { return static_cast<T&>(*this); }
    template <class T> const T& as() const { return static_cast<const T&>(*this); }
};
using PatternPtr = std::unique_ptr<Pattern>;
using PatternList = std::vector<PatternPtr>;

template <PatternKind K>
struct PatternOf : Pattern {
    static constexpr PatternKind kKind = K;
    PatternOf() : Pattern(K) {}
};

struct MatchValue : PatternOf<PatternKind::MatchValue> {
    ExprPtr value;
};
struct MatchSingleton : PatternOf<PatternKind::MatchSingleton> {
    ConstantKind value = ConstantKind::None;  // None, True or False
};
struct MatchSequence : PatternOf<PatternKind::MatchSequence> {
    PatternList patterns;
};
struct MatchMapping : PatternOf<PatternKind::MatchMapping> {
    ExprList keys;
    PatternList patterns;
    std::optional<std::string> rest;  // `**rest`
};
struct MatchClass : PatternOf<PatternKind::MatchClass> {
    ExprPtr cls;
    PatternList patterns;
    std::vector<std::string> kwd_attrs;
    PatternList kwd_patterns;
};
struct MatchStar : PatternOf<PatternKind::MatchStar> {
    std::optional<std::string> name;  // nullopt for `*_`
};
struct MatchAs : PatternOf<PatternKind::MatchAs> {
    PatternPtr pattern;  // nullable
    std::optional<std::string> name;  // nullopt for `_`
};
struct MatchOr : PatternOf<PatternKind::MatchOr> {
    PatternList patterns;
};

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

enum class StmtKind : uint8_t {
    FunctionDef, ClassDef, Return, Delete, Assign, AugAssign, AnnAssign, For, While, If, With,
    Match, Raise, Try, Assert, Import, ImportFrom, Global, Nonlocal, Expr, Pass, Break, Continue
};
const char* stmt_kind_name(StmtKind kind);

struct Stmt : Node {
    const StmtKind kind;
    BASILISK_ARENA_AWARE_DELETE(Stmt)
    explicit Stmt(StmtKind k) : kind(k) {}
    virtual ~Stmt() = default;
    Stmt(const Stmt&) = delete;
    Stmt& operator=(const Stmt&) = delete;

    template <class T> T& as() { return static_cast<T&>(*this); }
    template <class T> const T& as() const { return static_cast<const T&>(*this); }
    template <class T> bool is() const { return kind == T::kKind; }
};
using StmtPtr = std::unique_ptr<Stmt>;
// Many bodies (a one-line script's module, `if x: return y`) hold a single statement: it stays
// inside the list instead of in a heap block.
using StmtList = boost::container::small_vector<StmtPtr, 1>;

template <StmtKind K>
struct StmtOf : Stmt {
    static constexpr StmtKind kKind = K;
    StmtOf() : Stmt(K) {}
};

struct Alias : Node {
    std::string name;  // dotted for `import a.b.c`, "*" for `from m import *`
    std::optional<std::string> asname;
};

struct WithItem {
    ExprPtr context_expr;
    ExprPtr optional_vars;  // nullable; Store context
};

struct ExceptHandler : Node {
    ExprPtr type;  // nullable for a bare `except:`
    std::optional<std::string> name;
    StmtList body;
};

struct MatchCase {
    PatternPtr pattern;
    ExprPtr guard;  // nullable
    StmtList body;
};

// `def` and `async def` (is_async). The node's line is the `def` line, not the first decorator's,
// as in CPython 3.8+.
struct FunctionDef : StmtOf<StmtKind::FunctionDef> {
    std::string name;
    Arguments args;
    StmtList body;
    ExprList decorator_list;
    ExprPtr returns;  // nullable
    bool is_async = false;
};
struct ClassDef : StmtOf<StmtKind::ClassDef> {
    std::string name;
    ExprList bases;
    std::vector<Keyword> keywords;
    StmtList body;
    ExprList decorator_list;
};
struct Return : StmtOf<StmtKind::Return> {
    ExprPtr value;  // nullable
};
struct Delete : StmtOf<StmtKind::Delete> {
    ExprList targets;  // Del context
};
// `a = b = value`: targets [a, b].
struct Assign : StmtOf<StmtKind::Assign> {
    ExprList targets;
    ExprPtr value;
};
struct AugAssign : StmtOf<StmtKind::AugAssign> {
    ExprPtr target;  // Name, Attribute or Subscript in Store context
    BinOpKind op = BinOpKind::Add;
    ExprPtr value;
};
struct AnnAssign : StmtOf<StmtKind::AnnAssign> {
    ExprPtr target;
    ExprPtr annotation;
    ExprPtr value;  // nullable
    bool simple = false;  // a bare Name target, not parenthesized
};
// `for` and `async for` (is_async).
struct For : StmtOf<StmtKind::For> {
    ExprPtr target;
    ExprPtr iter;
    StmtList body;
    StmtList orelse;
    bool is_async = false;
};
struct While : StmtOf<StmtKind::While> {
    ExprPtr test;
    StmtList body;
    StmtList orelse;
};
// `elif` chains are nested Ifs in orelse, as in CPython.
struct If : StmtOf<StmtKind::If> {
    ExprPtr test;
    StmtList body;
    StmtList orelse;
};
// `with` and `async with` (is_async).
struct With : StmtOf<StmtKind::With> {
    std::vector<WithItem> items;
    StmtList body;
    bool is_async = false;
};
struct Match : StmtOf<StmtKind::Match> {
    ExprPtr subject;
    std::vector<MatchCase> cases;
};
struct Raise : StmtOf<StmtKind::Raise> {
    ExprPtr exc;  // nullable
    ExprPtr cause;  // nullable
};
// `try` and `try/except*` (is_star; CPython's TryStar).
struct Try : StmtOf<StmtKind::Try> {
    StmtList body;
    std::vector<ExceptHandler> handlers;
    StmtList orelse;
    StmtList finalbody;
    bool is_star = false;
};
struct Assert : StmtOf<StmtKind::Assert> {
    ExprPtr test;
    ExprPtr msg;  // nullable
};
struct Import : StmtOf<StmtKind::Import> {
    std::vector<Alias> names;
};
struct ImportFrom : StmtOf<StmtKind::ImportFrom> {
    std::optional<std::string> module;  // nullopt for `from . import x`
    std::vector<Alias> names;
    int level = 0;  // number of leading dots
};
struct Global : StmtOf<StmtKind::Global> {
    std::vector<std::string> names;
};
struct Nonlocal : StmtOf<StmtKind::Nonlocal> {
    std::vector<std::string> names;
};
struct ExprStmt : StmtOf<StmtKind::Expr> {
    ExprPtr value;
};
struct Pass : StmtOf<StmtKind::Pass> {};
struct Break : StmtOf<StmtKind::Break> {};
struct Continue : StmtOf<StmtKind::Continue> {};

// ---------------------------------------------------------------------------------------------
// Root
// ---------------------------------------------------------------------------------------------

// A program's source lines; the same type as vm::SourceLines (compile.cpp checks), so a
// Module's lines move into its Program. A one-line script's line stays inside the list.
using SourceLines = boost::container::small_vector<std::string, 1>;

struct Module {
    // First, so that it is destroyed last: it holds the memory of the nodes in `body`.
    NodeArena arena;
    StmtList body;
    std::string filename;
    // The source split into lines (without their line terminators), so that tracebacks and
    // syntax errors can quote `source_lines[line - 1]`.
    SourceLines source_lines;
};

// CPython's `ast.dump(tree)` text (no positions, default arguments), used by tests to compare our
// trees with CPython's. Float constants use repr's shortest round-trip form.
std::string dump(const Module& module);
std::string dump(const Expr& expr);
std::string dump(const Stmt& stmt);

}  // namespace basilisk::compiler
