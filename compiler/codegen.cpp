// Code units, instruction emission and assembly (labels, stack depth, exception and line tables).
#include "compiler/codegen.h"

#include <algorithm>
#include <climits>
#include <cstring>

namespace basilisk::compiler {

using vm::Op;

namespace {

constexpr size_t kUnbound = SIZE_MAX;

// A key that identifies a constant by value *and* type, so that 1, 1.0 and True stay distinct
// (and 0.0 / -0.0 too, by their bits).
std::string constant_key(const vm::Constant& c) {
    struct Visitor {
        std::string operator()(const vm::NoneLiteral&) const { return "N"; }
        std::string operator()(bool b) const { return b ? "T" : "F"; }
        std::string operator()(int64_t i) const { return "i" + std::to_string(i); }
        std::string operator()(const vm::BigIntLiteral& b) const { return "I" + b.decimal; }
        std::string operator()(double d) const {
            uint64_t bits;
            std::memcpy(&bits, &d, sizeof bits);
            return "f" + std::to_string(bits);
        }
        std::string operator()(const std::string& s) const { return "s" + std::to_string(s.size()) + ":" + s; }
        std::string operator()(const vm::BytesLiteral& b) const {
            return "b" + std::to_string(b.data.size()) + ":" + b.data;
        }
        std::string operator()(const vm::EllipsisLiteral&) const { return "E"; }
        std::string operator()(const vm::CodeRef& r) const { return "c" + std::to_string(r.index); }
        std::string operator()(const std::shared_ptr<const vm::ConstTuple>& t) const {
            std::string out = "(";
            for (const auto& item : t->items) {
                out += constant_key(item);
                out += ',';
            }
            return out + ")";
        }
    };
    return std::visit(Visitor{}, c);
}

// The same identity as constant_key, without building strings: equal type and value (doubles by
// their bits).
bool same_constant(const vm::Constant& a, const vm::Constant& b) {
    if (a.index() != b.index()) return false;
    return std::visit(
        [&b](const auto& x) -> bool {
            using T = std::decay_t<decltype(x)>;
            const T& y = std::get<T>(b);
            if constexpr (std::is_same_v<T, vm::NoneLiteral> || std::is_same_v<T, vm::EllipsisLiteral>) {
                return true;
            } else if constexpr (std::is_same_v<T, double>) {
                uint64_t bx, by;
                std::memcpy(&bx, &x, sizeof bx);
                std::memcpy(&by, &y, sizeof by);
                return bx == by;
            } else if constexpr (std::is_same_v<T, vm::BigIntLiteral>) {
                return x.decimal == y.decimal;
            } else if constexpr (std::is_same_v<T, vm::BytesLiteral>) {
                return x.data == y.data;
            } else if constexpr (std::is_same_v<T, vm::CodeRef>) {
                return x.index == y.index;
            } else if constexpr (std::is_same_v<T, std::shared_ptr<const vm::ConstTuple>>) {
                if (x->items.size() != y->items.size()) return false;
                for (size_t i = 0; i < x->items.size(); ++i)
                    if (!same_constant(x->items[i], y->items[i])) return false;
                return true;
            } else {
                return x == y;  // bool, int64_t, std::string
            }
        },
        a);
}

// Code objects with at most this many constants (or names) find duplicates by a linear scan;
// larger ones switch to a hash index. Most code objects are small, and the scan allocates nothing.
constexpr size_t kLinearIndexLimit = 16;

bool is_terminal(Op op) {
    return op == Op::RETURN_VALUE || op == Op::RAISE_VARARGS || op == Op::RERAISE || op == Op::JUMP;
}

}  // namespace

// ---- errors and policy ----------------------------------------------------------------------

void CodeGen::fail(std::string message, const Node& at) {
    if (m_error) return;
    m_error = CompileError{std::move(message), at.line, at.col, at.end_line, at.end_col};
}

void CodeGen::fail_at(std::string message, int line) {
    if (m_error) return;
    m_error = CompileError{std::move(message), line, 0, 0, 0};
    m_error->type = "SystemError";
}

bool CodeGen::check_feature(Feature feature, const Node& at) {
    if (!m_options.feature_check) return true;
    if (auto message = m_options.feature_check(feature, at.line)) {
        fail(*message, at);
        return false;
    }
    return true;
}

bool CodeGen::enter(const Node& at) {
    if (++m_depth > kMaxCompileDepth && !m_error) {
        m_error = CompileError{"maximum recursion depth exceeded during compilation", at.line, at.col,
                               at.end_line, at.end_col, "RecursionError"};
    }
    return !m_error;
}

// ---- units ------------------------------------------------------------------------------------

std::string CodeGen::mangled(const std::string& name) const { return mangle(m_cur->scope->private_name, name); }

// CPython's qualified names: `f.<locals>.g` inside functions, `C.m` inside classes, the bare
// name at module level or when the name is declared global in the parent.
std::string CodeGen::qualname_for(const std::string& name) const {
    if (!m_cur) return name;
    const Unit& parent = *m_cur;
    const Scope& ps = *parent.scope;
    if (ps.kind == ScopeKind::Module) return name;
    if (name[0] != '<') {  // functions and classes (not lambdas / comprehensions)
        if (ps.scope_of(mangle(ps.private_name, name)) == NameScope::GlobalExplicit) return name;
    }
    if (ps.kind == ScopeKind::Function || ps.kind == ScopeKind::Lambda)
        return code_of(parent).qualname + ".<locals>." + name;
    return code_of(parent).qualname + "." + name;
}

uint32_t CodeGen::begin_unit(Scope* scope, std::string qualname, int first_line) {
    Unit* unit = &m_module_unit;
    if (m_cur) {
        m_nested_units.push_back(std::make_unique<Unit>());
        unit = m_nested_units.back().get();
    }
    unit->outer = m_cur;
    unit->scope = scope;
    unit->code_index = uint32_t(m_program.codes.size());
    vm::Code& code = m_program.codes.emplace_back();
    code.name = scope->name;
    code.qualname = std::move(qualname);
    code.first_line = uint32_t(std::max(first_line, 0));
    code.argcount = scope->argcount;
    code.posonly_argcount = scope->posonly_argcount;
    code.kwonly_argcount = scope->kwonly_argcount;
    if (scope->has_varargs) code.flags |= vm::kCodeVarArgs;
    if (scope->has_varkw) code.flags |= vm::kCodeVarKeywords;
    if (scope->is_generator) code.flags |= vm::kCodeGenerator;
    if (scope->is_coroutine)
        code.flags |= vm::kCodeGenerator | (scope->is_generator ? vm::kCodeAsyncGenerator : vm::kCodeCoroutine);
    switch (scope->kind) {
    case ScopeKind::Module: code.flags |= vm::kCodeModule; break;
    case ScopeKind::Class: code.flags |= vm::kCodeClassBody; break;
    case ScopeKind::Lambda: code.flags |= vm::kCodeLambda; break;
    case ScopeKind::Comprehension: code.flags |= vm::kCodeComprehension; break;
    case ScopeKind::Function: break;
    }
    // Guarded: assigning even an empty vector costs a call (the module scope has none of them).
    if (!scope->varnames.empty()) code.varnames = scope->varnames;
    if (!scope->cellvars.empty()) code.cellvars = scope->cellvars;
    if (!scope->freevars.empty()) code.freevars = scope->freevars;
    for (const auto& cell : code.cellvars) {
        // A parameter's slot is its index in params (varnames starts with them).
        const Symbol* sym = scope->lookup(cell);
        bool param = sym && (sym->flags & kDefParam) && sym->slot < scope->params.size();
        code.cell_from_param.push_back(param ? int32_t(sym->slot) : -1);
    }
    unit->line = first_line;
    m_cur = unit;
    return unit->code_index;
}

bool CodeGen::end_unit() {
    Unit& unit = *m_cur;
    m_cur = unit.outer;
    bool ok = false;
    if (!m_error) ok = assemble(unit, code_of(unit));
    if (&unit != &m_module_unit) m_nested_units.pop_back();
    return ok;
}

bool CodeGen::last_is_terminal() const {
    const Unit& unit = *m_cur;
    if (unit.instrs.empty() || !is_terminal(unit.instrs.back().op)) return false;
    for (size_t pos : unit.label_pos)
        if (pos == unit.instrs.size()) return false;  // something jumps to the end
    return true;
}

// ---- emission ---------------------------------------------------------------------------------

int CodeGen::new_label() {
    u().label_pos.push_back(kUnbound);
    return int(u().label_pos.size() - 1);
}

void CodeGen::bind(int label) { u().label_pos[size_t(label)] = u().instrs.size(); }

void CodeGen::emit(Op op, uint32_t arg) {
    // The compile limits, per instruction: the code can be exponentially larger than the source
    // (every level of nested try/finally copies its finally body), so this is where a hostile
    // source is stopped. The error stops generation (enter() fails); compile_impl reports the limit.
    if (m_guard && !m_guard->tick(2 * sizeof(Instr)) && !m_error) m_error = CompileError{"limit exceeded", u().line};
    Unit& unit = u();
    int handler = unit.handler_stack.empty() ? -1 : unit.handler_stack.back();
    unit.instrs.push_back(Instr{op, arg, unit.line, -1, handler});
}

void CodeGen::emit_jump(Op op, int label) {
    emit(op, 0);
    u().instrs.back().target = label;
}

void CodeGen::push_handler(int label, int depth_adjust) {
    u().setups.push_back(HandlerSetup{label, u().instrs.size(), depth_adjust});
    u().handler_stack.push_back(label);
}

void CodeGen::pop_handler() { u().handler_stack.pop_back(); }

bool CodeGen::push_fblock(const FBlock& block, const Node& at) {
    if (u().fblocks.size() + size_t(u().handler_blocks) >= kMaxStaticBlocks) {
        fail("too many statically nested blocks", at);
        return false;
    }
    u().fblocks.push_back(block);
    return true;
}

uint32_t CodeGen::add_const(vm::Constant c) {
    Unit& unit = u();
    auto& consts = code_of(unit).consts;
    uint32_t index = uint32_t(consts.size());
    if (consts.size() < kLinearIndexLimit) {
        for (size_t i = 0; i < consts.size(); ++i)
            if (same_constant(consts[i], c)) return uint32_t(i);
    } else {
        if (!unit.const_index) {
            unit.const_index = std::make_unique<std::unordered_map<std::string, uint32_t>>();
            for (size_t i = 0; i < consts.size(); ++i) unit.const_index->emplace(constant_key(consts[i]), uint32_t(i));
        }
        std::string key = constant_key(c);
        auto it = unit.const_index->find(key);
        if (it != unit.const_index->end()) return it->second;
        unit.const_index->emplace(std::move(key), index);
    }
    consts.push_back(std::move(c));
    return index;
}

uint32_t CodeGen::add_name(const std::string& name) {
    Unit& unit = u();
    auto& names = code_of(unit).names;
    uint32_t index = uint32_t(names.size());
    if (names.size() < kLinearIndexLimit) {
        for (size_t i = 0; i < names.size(); ++i)
            if (names[i] == name) return uint32_t(i);
    } else {
        if (!unit.name_index) {
            unit.name_index = std::make_unique<std::unordered_map<std::string, uint32_t>>();
            for (size_t i = 0; i < names.size(); ++i) unit.name_index->emplace(names[i], uint32_t(i));
        }
        auto [it, inserted] = unit.name_index->emplace(name, index);
        if (!inserted) return it->second;
    }
    names.push_back(name);
    return index;
}

// ---- names ------------------------------------------------------------------------------------

uint32_t CodeGen::closure_slot(const std::string& name) const {
    // Both lists are sorted (the layout vm::Code documents): a binary search keeps a function
    // with thousands of captured variables linear to compile.
    const vm::Code& code = code_of(*m_cur);
    auto c = std::lower_bound(code.cellvars.begin(), code.cellvars.end(), name);
    if (c != code.cellvars.end() && *c == name) return uint32_t(c - code.cellvars.begin());
    auto f = std::lower_bound(code.freevars.begin(), code.freevars.end(), name);
    if (f != code.freevars.end() && *f == name) return uint32_t(code.cellvars.size() + (f - code.freevars.begin()));
    return UINT32_MAX;
}

void CodeGen::name_op(const std::string& raw_name, NameCtx ctx) {
    std::string name = mangled(raw_name);
    const Scope& scope = *u().scope;
    const Symbol* symbol = scope.lookup(name);
    NameScope where = symbol ? symbol->scope : NameScope::GlobalImplicit;
    auto pick = [ctx](Op load, Op store, Op del) {
        return ctx == NameCtx::Load ? load : ctx == NameCtx::Store ? store : del;
    };
    if (where == NameScope::Cell || where == NameScope::Free) {
        uint32_t slot = closure_slot(name);
        if (slot == UINT32_MAX) {
            fail_at("internal compiler error: no cell for '" + name + "'", u().line);
            return;
        }
        Op load = scope.kind == ScopeKind::Class ? Op::LOAD_CLASSDEREF : Op::LOAD_DEREF;
        emit(pick(load, Op::STORE_DEREF, Op::DELETE_DEREF), slot);
        return;
    }
    bool function_like = scope.is_function_like();
    if (where == NameScope::Local && function_like) {
        const auto& vars = code_of(u()).varnames;
        // The scope analysis numbered the slots (O(1) where a search made big functions O(n^2)).
        uint32_t slot = symbol->slot;
        if (slot >= vars.size() || vars[slot] != name) {
            fail_at("internal compiler error: no slot for '" + name + "'", u().line);
            return;
        }
        emit(pick(Op::LOAD_FAST, Op::STORE_FAST, Op::DELETE_FAST), slot);
        return;
    }
    bool global = where == NameScope::GlobalExplicit || scope.kind == ScopeKind::Module || function_like;
    if (global)
        emit(pick(Op::LOAD_GLOBAL, Op::STORE_GLOBAL, Op::DELETE_GLOBAL), add_name(name));
    else
        emit(pick(Op::LOAD_NAME, Op::STORE_NAME, Op::DELETE_NAME), add_name(name));
}

void CodeGen::emit_closure(const Scope& child, uint32_t* flags) {
    if (child.freevars.empty()) return;
    for (const auto& name : child.freevars) {
        uint32_t slot = closure_slot(name);
        if (slot == UINT32_MAX) {
            fail_at("internal compiler error: cannot find closure cell '" + name + "'", u().line);
            return;
        }
        emit(Op::LOAD_CLOSURE, slot);
    }
    emit(Op::BUILD_TUPLE, uint32_t(child.freevars.size()));
    *flags |= vm::kHasClosure;
}

void CodeGen::make_function(Scope& child, uint32_t code_index, uint32_t flags) {
    emit_closure(child, &flags);
    emit(Op::MAKE_FUNCTION, (code_index << 4) | flags);
}

// ---- the module -------------------------------------------------------------------------------

std::optional<CompileError> CodeGen::compile(const Module& module) {
    m_program.codes.clear();
    m_program.codes.reserve(m_symbols.scope_count());
    begin_unit(&m_symbols.module_scope(), "<module>", 1);
    // A leading string literal is the module's docstring, as in CPython; in interactive mode and
    // as the sole (result) statement of embedded code it stays an expression.
    bool result_statement = m_options.mode == CompileOptions::Mode::Interactive ||
                            (m_options.mode == CompileOptions::Mode::Embedded && module.body.size() == 1);
    if (!module.body.empty() && module.body[0]->kind == StmtKind::Expr && !result_statement) {
        const Expr& v = *module.body[0]->as<ExprStmt>().value;
        if (v.kind == ExprKind::Constant && v.as<Constant>().value_kind == ConstantKind::Str) {
            u().line = module.body[0]->line;
            load_const(v.as<Constant>().str_value);
            emit(Op::STORE_NAME, add_name("__doc__"));
        }
    }
    for (size_t i = 0; i < module.body.size() && !m_error; ++i) {
        const Stmt& s = *module.body[i];
        if (s.kind == StmtKind::Expr) {
            u().line = s.line;
            visit_expr_stmt(s.as<ExprStmt>(), i + 1 == module.body.size());
        } else {
            visit_stmt(s);
        }
    }
    load_const(vm::NoneLiteral{});
    emit(Op::RETURN_VALUE);
    end_unit();
    return m_error;
}

// ---- assembly ---------------------------------------------------------------------------------

// Resolves labels, computes the maximum stack depth by walking every path (exception handlers
// are entered from their setup point with the exception pushed) and builds the tables.
bool CodeGen::assemble(Unit& unit, vm::Code& out) {
    const size_t n = unit.instrs.size();
    auto internal = [&](const std::string& what) {
        fail_at("internal compiler error in " + out.qualname + ": " + what, unit.line);
        return false;
    };
    for (const Instr& ins : unit.instrs) {
        if (ins.target >= 0 && unit.label_pos[size_t(ins.target)] >= n) return internal("jump to an unbound label");
    }
    // Setups are recorded as instructions are emitted, so they are sorted by pos: the setups at
    // one position are a contiguous run, found by binary search.
    const auto& setups = unit.setups;
    auto setups_begin = [&setups](size_t pos) {
        return size_t(std::lower_bound(setups.begin(), setups.end(), pos,
                                       [](const HandlerSetup& s, size_t p) { return s.pos < p; }) -
                      setups.begin());
    };
    // Handler depth per label (kUnknown: not reached); only code with handlers needs the table.
    constexpr int kUnknown = INT_MIN;
    std::vector<int> handler_depth(setups.empty() ? 0 : unit.label_pos.size(), kUnknown);

    // One allocation for both the per-instruction depths and the work stack: a position is
    // pushed only the first time it is reached, so the stack never holds more than n entries.
    // Short code objects use a buffer on the stack.
    int local_scratch[128];
    std::vector<int> heap_scratch;
    int* depth = local_scratch;
    if (2 * n <= std::size(local_scratch)) {
        std::fill_n(local_scratch, 2 * n, -1);
    } else {
        heap_scratch.assign(2 * n, -1);
        depth = heap_scratch.data();
    }
    int* work = depth + n;
    size_t work_size = 0;
    int max_depth = 0;
    bool ok = true;
    auto reach = [&](size_t pos, int d) {
        if (pos >= n) {
            ok = internal("control flows past the end of the code");
            return;
        }
        if (d < 0) {
            ok = internal("stack underflow at " + std::to_string(pos));
            return;
        }
        max_depth = std::max(max_depth, d);
        if (depth[pos] == -1) {
            depth[pos] = d;
            work[work_size++] = int(pos);
        } else if (depth[pos] != d) {
            ok = internal("inconsistent stack depth at " + std::to_string(pos) + " (" +
                          std::to_string(depth[pos]) + " vs " + std::to_string(d) + ")");
        }
    };
    if (n > 0) reach(0, 0);
    while (work_size > 0 && ok) {
        size_t pos = size_t(work[--work_size]);
        int d = depth[pos];
        for (size_t s = setups.empty() ? 0 : setups_begin(pos); s < setups.size() && setups[s].pos == pos; ++s) {
            const HandlerSetup& setup = setups[s];
            int hd = d + setup.depth_adjust;
            int& known = handler_depth[size_t(setup.label)];
            if (known == kUnknown)
                known = hd;
            else if (known != hd)
                return internal("inconsistent handler depth");
            reach(unit.label_pos[size_t(setup.label)], hd + 1);
        }
        const Instr& ins = unit.instrs[pos];
        if (ins.target >= 0) reach(unit.label_pos[size_t(ins.target)], d + vm::stack_effect(ins.op, ins.arg, true));
        if (!is_terminal(ins.op)) {
            int next = d + vm::stack_effect(ins.op, ins.arg, false);
            if (pos + 1 < n)
                reach(pos + 1, next);
            else
                ok = internal("control flows past the end of the code");
        }
    }
    if (!ok) return false;
    out.max_stack = uint32_t(max_depth);

    out.instructions.reserve(n);
    for (const Instr& ins : unit.instrs) {
        uint32_t arg = ins.target >= 0 ? uint32_t(unit.label_pos[size_t(ins.target)]) : ins.arg;
        if (arg > vm::kMaxOperand) {
            fail_at("code object too large: operand out of range", ins.line);
            return false;
        }
        out.instructions.push_back(vm::encode(ins.op, arg));
    }
    // Instructions are tagged with their innermost handler, so equal neighbours form disjoint
    // ranges sorted by start.
    for (size_t i = 0; i < n;) {
        int h = unit.instrs[i].handler;
        size_t j = i + 1;
        while (j < n && unit.instrs[j].handler == h) ++j;
        if (h >= 0) {
            int known = size_t(h) < handler_depth.size() ? handler_depth[size_t(h)] : kUnknown;
            uint32_t hd = known == kUnknown ? 0 : uint32_t(known);
            out.exception_table.push_back(
                vm::ExceptionTableEntry{uint32_t(i), uint32_t(j), uint32_t(unit.label_pos[size_t(h)]), hd});
        }
        i = j;
    }
    for (size_t i = 0; i < n; ++i) {
        uint32_t line = uint32_t(std::max(unit.instrs[i].line, 0));
        if (out.lines.empty() || out.lines.back().line != line) out.lines.push_back(vm::LineEntry{uint32_t(i), line});
    }
    if (out.instructions.size() > vm::kMaxOperand) {
        fail_at("code object too large", unit.line);
        return false;
    }
    return true;
}

}  // namespace basilisk::compiler
