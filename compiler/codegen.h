#pragma once
// Bytecode generation: AST + scopes -> vm::Program. Follows CPython 3.11's compiler, adapted to
// the opcodes of vm/opcodes.def. The conventions the VM relies on:
//
// Names     module body (codes[0], kCodeModule): LOAD/STORE/DELETE_GLOBAL for every name; ends
//           LOAD_CONST None; RETURN_VALUE. Functions: locals LOAD_FAST (varnames = positional incl.
//           posonly, kw-only, *args, **kwargs, then other locals), captured locals are cellvars
//           (cell_from_param = index of the parameter that initializes the cell, else -1), captured
//           outer variables are freevars; DEREF index = cellvars first, then freevars (both sorted
//           by name). Globals LOAD_GLOBAL. Class bodies (kCodeClassBody, no arguments):
//           LOAD/STORE/DELETE_NAME, LOAD_CLASSDEREF for enclosing-function variables.
// Classes   body starts `__module__ = '__main__'`, `__qualname__ = '<qualname>'` (and `__doc__` when
//           it has a docstring); a method using super/__class__ makes the class body own a cellvar
//           `__class__` (methods get it as a freevar) and the body then ends LOAD_CLOSURE __class__;
//           RETURN_VALUE, else LOAD_CONST None; RETURN_VALUE. `class C(B, k=v)`: [decorators]
//           LOAD_BUILD_CLASS; MAKE_FUNCTION body; LOAD_CONST 'C'; B; v; LOAD_CONST ('k',); CALL_KW 4;
//           CALL 1 per decorator; STORE.
// Calls     `f(a, k=v)`: f a v ('k',) CALL_KW 2. `o.m(a)`: o LOAD_METHOD m; a; CALL_METHOD 1
//           (CALL_METHOD_KW with a names tuple). Any *x / **y: f; args tuple (BUILD_LIST,
//           LIST_APPEND 1, LIST_EXTEND 1, LIST_TO_TUPLE; or BUILD_TUPLE when no star); kwargs dict
//           (BUILD_MAP of LOAD_CONST name/value pairs, DICT_MERGE 1); CALL_EX (arg&1: has dict).
// Functions [decorators]; [defaults tuple]; [kwdefaults dict name->value]; [closure tuple of
//           LOAD_CLOSURE cells]; MAKE_FUNCTION (code_index << 4) | flags; CALL 1 per decorator
//           (innermost first); store. Annotations are never evaluated. A function containing yield
//           has kCodeGenerator. `yield x` -> YIELD_VALUE; `yield from it` -> GET_YIELD_FROM_ITER;
//           LOAD_CONST None; YIELD_FROM.
// Comps     nested code <listcomp>/<setcomp>/<dictcomp>/<genexpr> (kCodeComprehension, genexpr also
//           kCodeGenerator), one parameter `.0`: outer code MAKE_FUNCTION; <first iterable>;
//           GET_ITER; CALL 1. Inside: BUILD_LIST 0; LOAD_FAST .0; FOR_ITER; ...; LIST_APPEND
//           <generators + 1>; JUMP back; RETURN_VALUE.
// Exceptions zero-cost: no setup opcodes. Every instruction maps to its innermost handler; the
//           table has sorted, non-overlapping ranges. Handler entry stack = <depth items> exc.
//           try/except: handler PUSH_EXC_INFO (prev exc); per clause <type>; CHECK_EXC_MATCH;
//           POP_JUMP_IF_FALSE next; STORE name | POP_TOP; body; POP_EXCEPT; JUMP end (with `as n`:
//           body protected by a handler doing n = None; del n; RERAISE; normal path does the same
//           after POP_EXCEPT); no clause matched: RERAISE. The whole handler (after PUSH_EXC_INFO)
//           is protected by a cleanup handler at the depth that keeps prev_exc: ROT_TWO;
//           POP_EXCEPT; RERAISE. try/finally: finally body copied inline on the normal path and
//           into a handler PUSH_EXC_INFO; <finally>; RERAISE (cleanup-protected like above).
//           return/break/continue unwind exactly like CPython (POP_EXCEPT, finally copies, with
//           exits, popping for-iterators). with: mgr BEFORE_WITH (exit_fn enter_result); store |
//           POP_TOP; body protected by a handler at the depth keeping exit_fn; normal exit LOAD_CONST
//           None x3; CALL 3; POP_TOP. Exceptional: PUSH_EXC_INFO; WITH_EXCEPT_START;
//           POP_JUMP_IF_TRUE suppress; RERAISE; suppress: POP_TOP; POP_EXCEPT; POP_TOP.
// Other     raise -> RAISE_VARARGS 0/1/2; assert -> test; POP_JUMP_IF_TRUE over;
//           LOAD_ASSERTION_ERROR; [msg; CALL 1]; RAISE_VARARGS 1. IMPORT_NAME always pushes the
//           module it names (for 'a.b' the submodule, after importing its parents): import m ->
//           IMPORT_NAME m; store m. import a.b -> IMPORT_NAME 'a.b'; POP_TOP; IMPORT_NAME a; store a.
//           import a.b as c -> IMPORT_NAME 'a.b'; store c. from m import x -> IMPORT_NAME m;
//           IMPORT_FROM x; store x; POP_TOP. from m import * -> IMPORT_NAME m; IMPORT_STAR (module
//           level only, as CPython). Relative imports ("relative imports are not supported") are
//           compile errors.
//           Jump operands are absolute instruction indices; operands never exceed 24 bits (no
//           EXTENDED_ARG is emitted: an overflow is reported as an error).
// Match     as CPython 3.11 (codegen_match.cpp): subject; per case COPY 1 (not for the last one);
//           the pattern consumes its copy, keeping captures on the stack (SWAP under the work
//           items) until it fully matched, then stores them; guard; POP_TOP; body; JUMP end;
//           failures jump to a chain of POP_TOPs. MATCH_SEQUENCE/MATCH_MAPPING/GET_LEN checks,
//           MATCH_KEYS for mapping keys, MATCH_CLASS for class patterns, COMPARE_OP == for values,
//           IS_OP for None/True/False.
// Lines     every instruction carries the line of the statement / expression that produced it.
// max_stack computed by walking the control-flow graph with vm::stack_effect.

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/ast.h"
#include "compiler/compile.h"
#include "compiler/scope.h"
#include "compiler/small_vec.h"
#include "vm/code.h"
#include "vm/opcodes.h"

namespace basilisk::compiler {

class CodeGen {
public:
    // `guard`, when given, bounds the time and memory generation takes (compile_guard.h): past a
    // limit compile() returns an error and the caller reports the guard's limit.
    CodeGen(const SymbolTable& symbols, const CompileOptions& options, vm::Program& out,
            CompileGuard* guard = nullptr)
        : m_symbols(symbols), m_options(options), m_program(out), m_guard(guard) {}

    // Fills the Program's codes; returns the first error instead.
    std::optional<CompileError> compile(const Module& module);

private:
    // ---- one code object under construction ---------------------------------------------------
    struct Instr {
        vm::Op op;
        uint32_t arg;
        int line;
        int target;   // label id for jumps, else -1
        int handler;  // label id of the innermost exception handler, else -1
    };
    struct HandlerSetup {
        int label;
        size_t pos;       // first instruction the handler may cover
        int depth_adjust; // handler depth = stack depth at pos + depth_adjust
    };
    // ExceptionGroupHandler: the except* clauses of a try (CPython's EXCEPTION_GROUP_HANDLER), which
    // break/continue/return may not leave.
    enum class FBlockKind { WhileLoop, ForLoop, TryExcept, FinallyTry, FinallyEnd, With, AsyncWith, HandlerCleanup, PopValue, ExceptionGroupHandler };
    struct FBlock {
        FBlockKind kind;
        int start = -1;  // loops: continue target
        int exit = -1;   // loops: break target
        size_t handler_size = 0;  // handler stack size before this block's handlers were pushed
        const StmtList* final_body = nullptr;   // FinallyTry
        const std::string* name = nullptr;      // HandlerCleanup: the `as` name
        int line = 0;                           // With: the with statement's line
    };
    struct Unit {
        Unit* outer = nullptr;  // the enclosing code object's unit, if any
        Scope* scope = nullptr;
        uint32_t code_index = 0;  // its code object is built in place: m_program.codes[code_index]
        SmallVec<Instr, 32> instrs;
        std::vector<size_t> label_pos;  // SIZE_MAX until bound
        std::vector<HandlerSetup> setups;
        std::vector<int> handler_stack;
        std::vector<FBlock> fblocks;
        int handler_blocks = 0;  // except clauses being compiled (CPython's EXCEPTION_HANDLER blocks)
        // Made only once a unit has kLinearIndexLimit constants / names: a short script's unit
        // then pays for no hash table (not even an empty one's construction and destruction).
        std::unique_ptr<std::unordered_map<std::string, uint32_t>> const_index, name_index;
        int line = 0;
    };

    // codegen.cpp: units, emission, assembly
    Unit& u() { return *m_cur; }
    // The code object of `unit`, by index: nested units append to m_program.codes, so a reference
    // must not be held across the compilation of nested code.
    vm::Code& code_of(const Unit& unit) const { return m_program.codes[unit.code_index]; }
    uint32_t begin_unit(Scope* scope, std::string qualname, int first_line);
    bool end_unit();  // assembles u() into m_program.codes[u().code_index] and pops it
    int new_label();
    void bind(int label);
    void emit(vm::Op op, uint32_t arg = 0);
    void emit_jump(vm::Op op, int label);
    void push_handler(int label, int depth_adjust = 0);
    // Pushes a block, or fails with CPython's "too many statically nested blocks" (CO_MAXBLOCKS,
    // 20), which also bounds the code generator's recursion over the items of one `with`.
    bool push_fblock(const FBlock& block, const Node& at);
    static constexpr size_t kMaxStaticBlocks = 20;
    void pop_handler();
    uint32_t add_const(vm::Constant c);
    uint32_t add_name(const std::string& name);
    uint32_t load_const(vm::Constant c) { uint32_t i = add_const(std::move(c)); emit(vm::Op::LOAD_CONST, i); return i; }
    bool last_is_terminal() const;
    bool assemble(Unit& unit, vm::Code& out);
    void fail(std::string message, const Node& at);
    void fail_at(std::string message, int line);
    bool check_feature(Feature feature, const Node& at);
    bool enter(const Node& at);  // recursion guard; pair with leave()
    void leave() { --m_depth; }
    std::string qualname_for(const std::string& name) const;
    std::string mangled(const std::string& name) const;

    // names
    enum class NameCtx { Load, Store, Del };
    void name_op(const std::string& raw_name, NameCtx ctx);
    uint32_t closure_slot(const std::string& name) const;
    void emit_closure(const Scope& child, uint32_t* flags);

    // codegen_stmt.cpp
    void visit_body(const StmtList& body);
    void visit_stmt(const Stmt& stmt);
    void visit_function_def(const FunctionDef& f);
    void visit_class_def(const ClassDef& c);
    void visit_return(const Return& r);
    void visit_assign(const Assign& a);
    void visit_aug_assign(const AugAssign& a);
    void visit_ann_assign(const AnnAssign& a);
    static bool has_simple_annotation(const StmtList& body);
    void visit_for(const For& f);
    void visit_while(const While& w);
    void visit_if(const If& i);
    void visit_import(const Import& im);
    void visit_import_from(const ImportFrom& im);
    void visit_delete_target(const Expr& target);
    void visit_expr_stmt(const ExprStmt& s, bool is_last_top_level);
    uint32_t function_defaults(const Arguments& args);
    uint32_t function_annotations(const FunctionDef& f);
    void make_function(Scope& child, uint32_t code_index, uint32_t flags);
    bool compile_function_body(const FunctionDef* f, const Lambda* l, Scope& scope, uint32_t* code_index);

    // codegen_try.cpp
    void visit_try(const Try& t);
    void visit_try_except(const Try& t);
    // The part `try/except` and `try/except*` share: body under handler `except`, else-block,
    // JUMP end, then `except:` entered with handler `cleanup` and PUSH_EXC_INFO. False on error.
    bool try_body_then_handler_entry(const Try& t, int except, int cleanup, int end);
    void visit_try_finally(const Try& t);
    void visit_try_handlers(const Try& t) { t.is_star ? visit_try_star(t) : visit_try_except(t); }
    void visit_with(const With& w, size_t item);
    void visit_break(const Stmt& s);
    void visit_continue(const Stmt& s);
    void unwind_fblock(const FBlock& block, bool preserve_tos);
    bool unwind_fblock_stack(bool preserve_tos, FBlock* loop_out, const Node& at);
    void call_exit_with_nones();

    // codegen_try_star.cpp
    void visit_try_star(const Try& t);

    // codegen_match.cpp
    struct PatternContext;
    void visit_match(const Match& m);
    void pattern(const Pattern& p, PatternContext& pc);
    void pattern_subpattern(const Pattern& p, PatternContext& pc);
    void pattern_or(const MatchOr& p, PatternContext& pc);
    void pattern_sequence(const MatchSequence& p, PatternContext& pc);
    void pattern_mapping(const MatchMapping& p, PatternContext& pc);
    void pattern_class(const MatchClass& p, PatternContext& pc);
    void pattern_store_name(const std::optional<std::string>& name, PatternContext& pc, const Pattern& at);
    void pattern_rotate(size_t count);
    void ensure_fail_pop(PatternContext& pc, size_t n);
    void jump_to_fail_pop(PatternContext& pc, vm::Op op);
    void emit_and_reset_fail_pop(PatternContext& pc);

    // codegen_expr.cpp
    void visit_expr(const Expr& e);
    void visit_expr_inner(const Expr& e);
    void visit_store(const Expr& target);
    void visit_unpack_target(const ExprList& elts, const Expr& at);
    void visit_call(const Call& c);
    void emit_call_args(int prefix, const ExprList& args, const std::vector<Keyword>& keywords,
                        bool method, const Node& at);
    bool starunpack(const ExprList& elts, vm::Op build, vm::Op add, vm::Op extend, bool tuple);
    bool starunpack_pushed(const ExprList& elts, vm::Op build, vm::Op add, vm::Op extend, bool tuple,
                           uint32_t pushed);
    void visit_dict(const Dict& d);
    void visit_compare(const Compare& c);
    void visit_comprehension(const Expr& e);
    void emit_await(uint32_t where);
    void emit_async_next(int done);
    void comprehension_generator(const std::vector<Comprehension>& gens, size_t index, uint32_t depth,
                                 const Expr& node, const Expr* elt, const Expr* value);
    void visit_lambda(const Lambda& l);
    void visit_joined_str(const JoinedStr& j);
    void visit_slice(const Slice& s);
    void jump_if(const Expr& e, bool cond, int label);
    std::optional<vm::Constant> constant_of(const Expr& e) const;

    const SymbolTable& m_symbols;
    const CompileOptions& m_options;
    vm::Program& m_program;
    // The unit being generated is m_cur; enclosing ones are reached through Unit::outer. The module's
    // unit lives inside the CodeGen, so a script without functions or classes allocates no Unit.
    Unit m_module_unit;
    std::vector<std::unique_ptr<Unit>> m_nested_units;  // owns the units of nested code, innermost last
    Unit* m_cur = nullptr;
    std::optional<CompileError> m_error;
    int m_depth = 0;
    const Pattern* m_last_pattern = nullptr;  // where CPython reports a pattern's compile errors
    CompileGuard* m_guard = nullptr;
};

}  // namespace basilisk::compiler
