#include "compiler/scope.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <set>

namespace basilisk::compiler {

std::string mangle(std::string_view private_name, std::string_view name) {
    if (private_name.empty() || name.size() < 2 || name[0] != '_' || name[1] != '_')
        return std::string(name);
    // CPython leaves any name ending in "__" alone, "__" and "___" included (dataclasses'
    // `__: KW_ONLY` relies on it).
    if (name.substr(name.size() - 2) == "__") return std::string(name);
    if (name.find('.') != std::string_view::npos) return std::string(name);
    size_t skip = private_name.find_first_not_of('_');
    if (skip == std::string_view::npos) return std::string(name);
    std::string out = "_";
    out += private_name.substr(skip);
    out += name;
    return out;
}

namespace {

using NameSet = std::set<std::string>;

// The names bound (or declared global) in the enclosing scopes, as one scope sees them: its own
// additions and removals over the view of its parent. CPython's symtable copies the whole set
// for every child scope; sharing the parent's layer instead keeps a function with n locals and
// m nested functions linear to analyze (the copies made it O(n*m): 20,000 locals and 8,000
// closures took 12 s). A lookup walks the layers, one or two per level of nesting.
struct NameLayer {
    const NameLayer* parent = nullptr;
    NameSet added, removed;  // disjoint

    bool contains(const std::string& name) const {
        for (const NameLayer* l = this; l; l = l->parent) {
            if (!l->removed.empty() && l->removed.count(name)) return false;
            if (!l->added.empty() && l->added.count(name)) return true;
        }
        return false;
    }
    void insert(const std::string& name) {
        removed.erase(name);
        added.insert(name);
    }
    void erase(const std::string& name) {
        added.erase(name);
        if (parent && parent->contains(name)) removed.insert(name);
    }
};

const char* comprehension_kind_name(ExprKind kind) {
    switch (kind) {
    case ExprKind::ListComp: return "list comprehension";
    case ExprKind::SetComp: return "set comprehension";
    case ExprKind::DictComp: return "dict comprehension";
    default: return "generator expression";
    }
}

}  // namespace

// The first pass: walks the AST, creating scopes and recording how each name is used.
class ScopeBuilder {
public:
    ScopeBuilder(SymbolTable& table, CompileGuard* guard) : m_table(table), m_guard(guard) {}
    void set_top_level_await(bool on) { m_top_level_await = on; }

    std::optional<CompileError> run(const Module& module) {
        Scope& root = m_table.m_root;
        root.kind = ScopeKind::Module;
        root.name = "<module>";
        root.node = &module;
        root.line = 1;
        m_cur = &root;
        visit_body(module.body);
        if (m_error) return m_error;
        NameSet free;
        analyze_block(root, nullptr, free, NameLayer{});
        return m_error;
    }

private:
    // ---- errors -------------------------------------------------------------------------------
    void fail(std::string message, const Node& at) {
        if (m_error) return;
        m_error = CompileError{std::move(message), at.line, at.col, at.end_line, at.end_col};
    }
    bool enter_depth(const Node& at) {
        // The compile limits (compile_guard.h): the caller reports the guard's limit.
        if (m_guard && !m_guard->tick() && !m_error) m_error = CompileError{"limit exceeded", at.line, at.col};
        if (++m_depth > kMaxCompileDepth && !m_error) {
            m_error = CompileError{"maximum recursion depth exceeded during compilation", at.line,
                                   at.col, at.end_line, at.end_col, "RecursionError"};
        }
        return !m_error;
    }

    // ---- scopes -------------------------------------------------------------------------------
    Scope* push_scope(ScopeKind kind, std::string name, const void* node, int line) {
        auto scope = std::make_unique<Scope>();
        scope->kind = kind;
        scope->name = std::move(name);
        scope->node = node;
        scope->line = line;
        scope->parent = m_cur;
        scope->private_name = kind == ScopeKind::Class ? std::string() : m_cur->private_name;
        Scope* raw = scope.get();
        m_cur->children.push_back(std::move(scope));
        if (!m_table.m_by_node) m_table.m_by_node = std::make_unique<std::unordered_map<const void*, Scope*>>();
        (*m_table.m_by_node)[node] = raw;
        m_cur = raw;
        return raw;
    }
    void pop_scope() { m_cur = m_cur->parent; }

    Symbol& symbol(Scope& scope, const std::string& name) {
        auto it = scope.symbol_index.find(name);
        if (it != scope.symbol_index.end()) return scope.symbols[it->second];
        scope.symbol_index.emplace(name, scope.symbols.size());
        scope.symbols.push_back(Symbol{name, 0, NameScope::GlobalImplicit});
        // A symbol and its index entry (a limit passed here stops the next enter_depth).
        if (m_guard) m_guard->tick(2 * (sizeof(Symbol) + name.size()) + 32);
        return scope.symbols.back();
    }
    uint32_t flags_of(const Scope& scope, const std::string& name) const {
        const Symbol* s = scope.lookup(name);
        return s ? s->flags : 0;
    }
    void add_def(Scope& scope, const std::string& raw_name, uint32_t flag, const Node& at) {
        std::string name = mangle(scope.private_name, raw_name);
        Symbol& sym = symbol(scope, name);
        if ((flag & kDefParam) && (sym.flags & kDefParam)) {
            fail("duplicate argument '" + name + "' in function definition", at);
            return;
        }
        sym.flags |= flag;
        if (flag & kDefParam) scope.params.push_back(name);
    }
    void add_def(const std::string& name, uint32_t flag, const Node& at) { add_def(*m_cur, name, flag, at); }

    // ---- statements ---------------------------------------------------------------------------
    void visit_body(const StmtList& body) {
        for (const auto& s : body) {
            if (m_error) return;
            visit_stmt(*s);
        }
    }

    void visit_arguments_defaults(const Arguments& args) {
        for (const auto& d : args.defaults) visit_expr(*d);
        for (const auto& d : args.kw_defaults)
            if (d) visit_expr(*d);
    }

    // Parameter and return annotations are evaluated where the `def` runs (CPython 3.11 without
    // `from __future__ import annotations`), so their names belong to the enclosing scope.
    void visit_annotations(const FunctionDef& f) {
        auto one = [&](const Arg* a) { if (a && a->annotation) visit_expr(*a->annotation); };
        for (const Arg& a : f.args.posonlyargs) one(&a);
        for (const Arg& a : f.args.args) one(&a);
        one(f.args.vararg.get());
        for (const Arg& a : f.args.kwonlyargs) one(&a);
        one(f.args.kwarg.get());
        if (f.returns) visit_expr(*f.returns);
    }

    void visit_params(const Arguments& args) {
        Scope& s = *m_cur;
        for (const Arg& a : args.posonlyargs) add_def(a.arg, kDefParam, a);
        for (const Arg& a : args.args) add_def(a.arg, kDefParam, a);
        for (const Arg& a : args.kwonlyargs) add_def(a.arg, kDefParam, a);
        if (args.vararg) add_def(args.vararg->arg, kDefParam, *args.vararg);
        if (args.kwarg) add_def(args.kwarg->arg, kDefParam, *args.kwarg);
        s.posonly_argcount = uint32_t(args.posonlyargs.size());
        s.argcount = uint32_t(args.posonlyargs.size() + args.args.size());
        s.kwonly_argcount = uint32_t(args.kwonlyargs.size());
        s.has_varargs = args.vararg != nullptr;
        s.has_varkw = args.kwarg != nullptr;
    }

    void visit_stmt(const Stmt& stmt) {
        if (!enter_depth(stmt)) return;
        switch (stmt.kind) {
        case StmtKind::FunctionDef: {
            const auto& f = stmt.as<FunctionDef>();
            add_def(f.name, kDefLocal, f);
            visit_arguments_defaults(f.args);
            for (const auto& d : f.decorator_list) visit_expr(*d);
            visit_annotations(f);
            Scope* fs = push_scope(ScopeKind::Function, f.name, &f, f.line);
            fs->is_async_def = fs->is_coroutine = f.is_async;
            visit_params(f.args);
            visit_body(f.body);
            if (fs->is_async_def && fs->is_generator) {
                for (const auto& [scope, ret] : m_async_returns)
                    if (scope == fs) fail("'return' with value in async generator", *ret);
            }
            pop_scope();
            break;
        }
        case StmtKind::ClassDef: {
            const auto& c = stmt.as<ClassDef>();
            add_def(c.name, kDefLocal, c);
            for (const auto& b : c.bases) visit_expr(*b);
            for (const auto& k : c.keywords) visit_expr(*k.value);
            for (const auto& d : c.decorator_list) visit_expr(*d);
            Scope* s = push_scope(ScopeKind::Class, c.name, &c, c.line);
            s->private_name = c.name;
            visit_body(c.body);
            pop_scope();
            break;
        }
        case StmtKind::Return: {
            const auto& r = stmt.as<Return>();
            if (r.value) {
                visit_expr(*r.value);
                if (m_cur->is_async_def) m_async_returns.push_back({m_cur, &stmt});
            }
            break;
        }
        case StmtKind::Delete:
            for (const auto& t : stmt.as<Delete>().targets) visit_expr(*t);
            break;
        case StmtKind::Assign: {
            const auto& a = stmt.as<Assign>();
            for (const auto& t : a.targets) visit_expr(*t);
            visit_expr(*a.value);
            break;
        }
        case StmtKind::AugAssign: {
            const auto& a = stmt.as<AugAssign>();
            visit_expr(*a.target);
            visit_expr(*a.value);
            break;
        }
        case StmtKind::AnnAssign: {
            const auto& a = stmt.as<AnnAssign>();
            if (a.target->kind == ExprKind::Name) {
                const auto& n = a.target->as<Name>();
                std::string name = mangle(m_cur->private_name, n.id);
                uint32_t cur = flags_of(*m_cur, name);
                if ((cur & (kDefGlobal | kDefNonlocal)) && m_cur->kind != ScopeKind::Module &&
                    a.simple) {
                    fail("annotated name '" + n.id + "' can't be " +
                             ((cur & kDefGlobal) ? "global" : "nonlocal"),
                         stmt);
                    return;
                }
                if (a.simple)
                    add_def(n.id, kDefLocal | kDefAnnot, n);
                else if (a.value)
                    visit_expr(*a.target);
            } else {
                visit_expr(*a.target);
            }
            if (a.value) visit_expr(*a.value);
            // A class body evaluates its simple annotations (codegen's visit_ann_assign).
            if (m_cur->kind == ScopeKind::Class && a.simple && a.target->kind == ExprKind::Name)
                visit_expr(*a.annotation);
            break;
        }
        case StmtKind::For: {
            const auto& f = stmt.as<For>();
            if (f.is_async) mark_async(stmt, "'async for' outside async function");
            visit_expr(*f.target);
            visit_expr(*f.iter);
            visit_body(f.body);
            visit_body(f.orelse);
            break;
        }
        case StmtKind::While: {
            const auto& w = stmt.as<While>();
            visit_expr(*w.test);
            visit_body(w.body);
            visit_body(w.orelse);
            break;
        }
        case StmtKind::If: {
            const auto& i = stmt.as<If>();
            visit_expr(*i.test);
            visit_body(i.body);
            visit_body(i.orelse);
            break;
        }
        case StmtKind::With: {
            const auto& w = stmt.as<With>();
            if (w.is_async) mark_async(stmt, "'async with' outside async function");
            for (const auto& item : w.items) {
                visit_expr(*item.context_expr);
                if (item.optional_vars) visit_expr(*item.optional_vars);
            }
            visit_body(w.body);
            break;
        }
        case StmtKind::Match: {
            const auto& m = stmt.as<Match>();
            visit_expr(*m.subject);
            for (const auto& c : m.cases) {
                visit_pattern(*c.pattern);
                if (c.guard) visit_expr(*c.guard);
                visit_body(c.body);
            }
            break;
        }
        case StmtKind::Raise: {
            const auto& r = stmt.as<Raise>();
            if (r.exc) visit_expr(*r.exc);
            if (r.cause) visit_expr(*r.cause);
            break;
        }
        case StmtKind::Try: {
            const auto& t = stmt.as<Try>();
            visit_body(t.body);
            for (const auto& h : t.handlers) {
                if (h.type) visit_expr(*h.type);
                if (h.name) add_def(*h.name, kDefLocal, h);
                visit_body(h.body);
            }
            visit_body(t.orelse);
            visit_body(t.finalbody);
            break;
        }
        case StmtKind::Assert: {
            const auto& a = stmt.as<Assert>();
            visit_expr(*a.test);
            if (a.msg) visit_expr(*a.msg);
            break;
        }
        case StmtKind::Import:
            for (const auto& alias : stmt.as<Import>().names) {
                std::string stored = alias.asname ? *alias.asname : alias.name.substr(0, alias.name.find('.'));
                add_def(stored, kDefLocal, alias);
            }
            break;
        case StmtKind::ImportFrom:
            for (const auto& alias : stmt.as<ImportFrom>().names) {
                if (alias.name == "*") continue;  // rejected by the code generator
                add_def(alias.asname ? *alias.asname : alias.name, kDefLocal, alias);
            }
            break;
        case StmtKind::Global:
            for (const auto& raw : stmt.as<Global>().names) {
                std::string name = mangle(m_cur->private_name, raw);
                uint32_t cur = flags_of(*m_cur, name);
                if (cur & (kDefParam | kDefLocal | kUse | kDefAnnot)) {
                    std::string msg;
                    if (cur & kDefParam) msg = "name '" + raw + "' is parameter and global";
                    else if (cur & kUse) msg = "name '" + raw + "' is used prior to global declaration";
                    else if (cur & kDefAnnot) msg = "annotated name '" + raw + "' can't be global";
                    else msg = "name '" + raw + "' is assigned to before global declaration";
                    fail(msg, stmt);
                    return;
                }
                symbol(*m_cur, name).flags |= kDefGlobal;
                add_directive(*m_cur, name, &stmt);
            }
            break;
        case StmtKind::Nonlocal:
            for (const auto& raw : stmt.as<Nonlocal>().names) {
                std::string name = mangle(m_cur->private_name, raw);
                uint32_t cur = flags_of(*m_cur, name);
                if (cur & (kDefParam | kDefLocal | kUse | kDefAnnot)) {
                    std::string msg;
                    if (cur & kDefParam) msg = "name '" + raw + "' is parameter and nonlocal";
                    else if (cur & kUse) msg = "name '" + raw + "' is used prior to nonlocal declaration";
                    else if (cur & kDefAnnot) msg = "annotated name '" + raw + "' can't be nonlocal";
                    else msg = "name '" + raw + "' is assigned to before nonlocal declaration";
                    fail(msg, stmt);
                    return;
                }
                symbol(*m_cur, name).flags |= kDefNonlocal;
                add_directive(*m_cur, name, &stmt);
            }
            break;
        case StmtKind::Expr: visit_expr(*stmt.as<ExprStmt>().value); break;
        case StmtKind::Pass:
        case StmtKind::Break:
        case StmtKind::Continue: break;
        }
        --m_depth;
    }

    // ---- patterns (match statement): captures are local definitions ---------------------------
    void visit_pattern(const Pattern& p) {
        if (m_error) return;
        switch (p.kind) {
        case PatternKind::MatchValue: visit_expr(*p.as<MatchValue>().value); break;
        case PatternKind::MatchSingleton: break;
        case PatternKind::MatchSequence:
            for (const auto& sub : p.as<MatchSequence>().patterns) visit_pattern(*sub);
            break;
        case PatternKind::MatchMapping: {
            const auto& m = p.as<MatchMapping>();
            visit_exprs(m.keys);
            for (const auto& sub : m.patterns) visit_pattern(*sub);
            if (m.rest) add_def(*m.rest, kDefLocal, p);
            break;
        }
        case PatternKind::MatchClass: {
            const auto& c = p.as<MatchClass>();
            visit_expr(*c.cls);
            for (const auto& sub : c.patterns) visit_pattern(*sub);
            for (const auto& sub : c.kwd_patterns) visit_pattern(*sub);
            break;
        }
        case PatternKind::MatchStar:
            if (p.as<MatchStar>().name) add_def(*p.as<MatchStar>().name, kDefLocal, p);
            break;
        case PatternKind::MatchAs: {
            const auto& a = p.as<MatchAs>();
            if (a.pattern) visit_pattern(*a.pattern);
            if (a.name) add_def(*a.name, kDefLocal, p);
            break;
        }
        case PatternKind::MatchOr:
            for (const auto& sub : p.as<MatchOr>().patterns) visit_pattern(*sub);
            break;
        }
    }

    // ---- expressions --------------------------------------------------------------------------
    void visit_exprs(const ExprList& list) {
        for (const auto& e : list)
            if (e) visit_expr(*e);
    }

    void mark_yield(const Expr& e) {
        if (m_cur->kind == ScopeKind::Module || m_cur->kind == ScopeKind::Class) {
            fail("'yield' outside function", e);
            return;
        }
        if (m_cur->kind == ScopeKind::Comprehension) {
            const auto* node = static_cast<const Expr*>(m_cur->node);
            fail(std::string("'yield' inside ") + comprehension_kind_name(node->kind), e);
            return;
        }
        if (m_cur->is_async_def && e.kind == ExprKind::YieldFrom) {
            fail("'yield from' inside async function", e);
            return;
        }
        m_cur->is_generator = true;
    }

    // An await (or async for/with, or an awaited async comprehension) in the current scope:
    // allowed in an async def, in a comprehension (which then becomes a coroutine; a list, set
    // or dict comprehension is awaited where it is built, so its own scope must allow that) and
    // at module level with top-level await.
    void mark_async(const Node& at, const char* message) {
        Scope* s = m_cur;
        for (;;) {
            if (s->kind == ScopeKind::Function) {
                if (!s->is_async_def) fail(message, at);
                return;
            }
            if (s->kind == ScopeKind::Module) {
                if (m_top_level_await) s->is_coroutine = true;
                else fail(std::strcmp(message, "'await' outside async function") == 0 ? "'await' outside function" : message, at);
                return;
            }
            if (s->kind == ScopeKind::Class) {
                fail(std::strcmp(message, "'await' outside async function") == 0 ? "'await' outside function" : message, at);
                return;
            }
            if (s->kind == ScopeKind::Lambda) {
                fail(message, at);
                return;
            }
            // A comprehension.
            s->is_coroutine = true;
            const auto* node = static_cast<const Expr*>(s->node);
            if (node->kind == ExprKind::GeneratorExp) return;   // an async generator expression
            message = "asynchronous comprehension outside of an asynchronous function";
            s = s->parent;
        }
    }

    void visit_expr(const Expr& e) {
        if (m_error || !enter_depth(e)) return;
        switch (e.kind) {
        case ExprKind::BoolOp: visit_exprs(e.as<BoolOp>().values); break;
        case ExprKind::NamedExpr: {
            const auto& n = e.as<NamedExpr>();
            visit_expr(*n.value);
            if (m_cur->kind == ScopeKind::Comprehension && n.target->kind == ExprKind::Name)
                bind_walrus_in_comprehension(n.target->as<Name>());
            else
                visit_expr(*n.target);
            break;
        }
        case ExprKind::BinOp:
            visit_expr(*e.as<BinOp>().left);
            visit_expr(*e.as<BinOp>().right);
            break;
        case ExprKind::UnaryOp: visit_expr(*e.as<UnaryOp>().operand); break;
        case ExprKind::Lambda: {
            const auto& l = e.as<Lambda>();
            visit_arguments_defaults(l.args);
            push_scope(ScopeKind::Lambda, "<lambda>", &l, l.line);
            visit_params(l.args);
            visit_expr(*l.body);
            pop_scope();
            break;
        }
        case ExprKind::IfExp: {
            const auto& i = e.as<IfExp>();
            visit_expr(*i.test);
            visit_expr(*i.body);
            visit_expr(*i.orelse);
            break;
        }
        case ExprKind::Dict:
            visit_exprs(e.as<Dict>().keys);
            visit_exprs(e.as<Dict>().values);
            break;
        case ExprKind::Set: visit_exprs(e.as<Set>().elts); break;
        case ExprKind::ListComp:
            visit_comprehension(e, "<listcomp>", e.as<ListComp>().generators, e.as<ListComp>().elt.get(), nullptr);
            break;
        case ExprKind::SetComp:
            visit_comprehension(e, "<setcomp>", e.as<SetComp>().generators, e.as<SetComp>().elt.get(), nullptr);
            break;
        case ExprKind::DictComp:
            visit_comprehension(e, "<dictcomp>", e.as<DictComp>().generators, e.as<DictComp>().key.get(),
                                e.as<DictComp>().value.get());
            break;
        case ExprKind::GeneratorExp:
            visit_comprehension(e, "<genexpr>", e.as<GeneratorExp>().generators,
                                e.as<GeneratorExp>().elt.get(), nullptr);
            break;
        case ExprKind::Await:
            visit_expr(*e.as<Await>().value);
            mark_async(e, "'await' outside async function");
            break;
        case ExprKind::Yield:
            if (e.as<Yield>().value) visit_expr(*e.as<Yield>().value);
            mark_yield(e);
            break;
        case ExprKind::YieldFrom:
            visit_expr(*e.as<YieldFrom>().value);
            mark_yield(e);
            break;
        case ExprKind::Compare:
            visit_expr(*e.as<Compare>().left);
            visit_exprs(e.as<Compare>().comparators);
            break;
        case ExprKind::Call: {
            const auto& c = e.as<Call>();
            visit_expr(*c.func);
            visit_exprs(c.args);
            for (const auto& k : c.keywords) visit_expr(*k.value);
            break;
        }
        case ExprKind::FormattedValue: {
            const auto& f = e.as<FormattedValue>();
            visit_expr(*f.value);
            if (f.format_spec) visit_expr(*f.format_spec);
            break;
        }
        case ExprKind::JoinedStr: visit_exprs(e.as<JoinedStr>().values); break;
        case ExprKind::Constant: break;
        case ExprKind::Attribute: visit_expr(*e.as<Attribute>().value); break;
        case ExprKind::Subscript:
            visit_expr(*e.as<Subscript>().value);
            visit_expr(*e.as<Subscript>().slice);
            break;
        case ExprKind::Starred: visit_expr(*e.as<Starred>().value); break;
        case ExprKind::Name: {
            const auto& n = e.as<Name>();
            uint32_t flag = n.ctx == ExprContext::Load ? uint32_t(kUse) : uint32_t(kDefLocal);
            if (m_comp_iter_target && n.ctx == ExprContext::Store) flag |= kDefCompIter;
            add_def(n.id, flag, n);
            // Zero-argument super() finds the class through the implicit __class__ cell.
            if (n.ctx == ExprContext::Load && m_cur->is_function_like() && n.id == "super")
                add_def("__class__", kUse, n);
            break;
        }
        case ExprKind::List: visit_exprs(e.as<List>().elts); break;
        case ExprKind::Tuple: visit_exprs(e.as<Tuple>().elts); break;
        case ExprKind::Slice: {
            const auto& s = e.as<Slice>();
            if (s.lower) visit_expr(*s.lower);
            if (s.upper) visit_expr(*s.upper);
            if (s.step) visit_expr(*s.step);
            break;
        }
        }
        --m_depth;
    }

    void visit_comprehension(const Expr& node, const char* name, const std::vector<Comprehension>& gens,
                             const Expr* elt, const Expr* value) {
        // The outermost iterable is evaluated in the enclosing scope.
        visit_expr(*gens[0].iter);
        Scope* s = push_scope(ScopeKind::Comprehension, name, &node, node.line);
        if (node.kind == ExprKind::GeneratorExp) s->is_generator = true;
        add_def(".0", kDefParam, node);
        s->argcount = 1;
        for (size_t i = 0; i < gens.size(); ++i) {
            const Comprehension& g = gens[i];
            if (g.is_async) mark_async(node, "asynchronous comprehension outside of an asynchronous function");
            m_comp_iter_target = true;
            visit_expr(*g.target);
            m_comp_iter_target = false;
            if (i > 0) visit_expr(*g.iter);
            visit_exprs(g.ifs);
        }
        if (value) {
            visit_expr(*elt);
            visit_expr(*value);
        } else {
            visit_expr(*elt);
        }
        pop_scope();
    }

    // PEP 572: a walrus inside a comprehension binds in the nearest enclosing function (or module).
    void bind_walrus_in_comprehension(const Name& target) {
        const std::string& name = target.id;
        for (Scope* s = m_cur; s; s = s->parent) {
            if (s->kind == ScopeKind::Comprehension) {
                if (flags_of(*s, name) & kDefCompIter) {
                    fail("assignment expression cannot rebind comprehension iteration variable '" + name + "'",
                         target);
                    return;
                }
                continue;
            }
            if (s->kind == ScopeKind::Function || s->kind == ScopeKind::Lambda) {
                if (flags_of(*s, name) & kDefGlobal)
                    symbol(*m_cur, name).flags |= kDefGlobal;
                else
                    symbol(*m_cur, name).flags |= kDefNonlocal;
                add_directive(*m_cur, name, &target);
                symbol(*s, name).flags |= kDefLocal;
                return;
            }
            if (s->kind == ScopeKind::Module) {
                symbol(*m_cur, name).flags |= kDefGlobal;
                add_directive(*m_cur, name, &target);
                symbol(*s, name).flags |= kDefGlobal;
                return;
            }
            fail("assignment expression within a comprehension cannot be used in a class body", target);
            return;
        }
    }

    // ---- analysis (second pass) -----------------------------------------------------------------
    static void add_directive(Scope& scope, const std::string& name, const Node* at) {
        if (!scope.directives) scope.directives = std::make_unique<std::unordered_map<std::string, const Node*>>();
        scope.directives->emplace(name, at);
    }
    const Node& directive_of(const Scope& scope, const std::string& name) {
        static const Node kNowhere{};
        if (!scope.directives) return kNowhere;
        auto it = scope.directives->find(name);
        return it == scope.directives->end() ? kNowhere : *it->second;
    }

    void analyze_name(Scope& scope, Symbol& sym, const NameLayer* bound, NameSet& local, NameSet& free,
                      NameLayer& global, NameLayer& bound_copy) {
        const std::string& name = sym.name;
        if (sym.flags & kDefGlobal) {
            if (sym.flags & kDefNonlocal) {
                fail("name '" + name + "' is nonlocal and global", directive_of(scope, name));
                return;
            }
            sym.scope = NameScope::GlobalExplicit;
            global.insert(name);
            bound_copy.erase(name);
            return;
        }
        if (sym.flags & kDefNonlocal) {
            if (!bound) {
                fail("nonlocal declaration not allowed at module level", directive_of(scope, name));
                return;
            }
            if (!bound_copy.contains(name)) {
                fail("no binding for nonlocal '" + name + "' found", directive_of(scope, name));
                return;
            }
            sym.scope = NameScope::Free;
            free.insert(name);
            return;
        }
        if (sym.flags & kDefBound) {
            sym.scope = NameScope::Local;
            // Only a function-like scope's locals bind names for its children (analyze_block);
            // collecting the module's or a class's would cost a set node per name for nothing.
            if (scope.is_function_like()) local.insert(name);
            global.erase(name);
            return;
        }
        if (bound && bound_copy.contains(name)) {
            sym.scope = NameScope::Free;
            free.insert(name);
            return;
        }
        sym.scope = NameScope::GlobalImplicit;
    }

    // Resolves `scope`'s names; `free` receives the free variables it (or its children) need from
    // outside. `bound` is null for the module (CPython distinguishes "no bound set" there).
    void analyze_block(Scope& scope, const NameLayer* bound_in, NameSet& free_out, const NameLayer& global_in) {
        if (m_error) return;
        // This scope's changes (global declarations unbind, locals shadow globals) are layered
        // over the views it received, which its siblings share (CPython copies them).
        NameLayer bound_copy{bound_in};
        NameLayer global{&global_in};
        NameSet local, free;
        for (Symbol& sym : scope.symbols) {
            analyze_name(scope, sym, bound_in, local, free, global, bound_copy);
            if (m_error) return;
        }
        NameSet newfree = std::move(free);
        if (!scope.children.empty()) {
            // What the children see. A class body's names are not visible to nested functions:
            // they see what the class saw (before its own declarations), plus __class__.
            NameLayer newbound;
            const NameLayer* newglobal = &global;
            if (scope.kind == ScopeKind::Class) {
                newbound.parent = bound_in;
                newbound.insert("__class__");
                newglobal = &global_in;
            } else {
                if (bound_in) newbound.parent = &bound_copy;
                if (scope.is_function_like()) newbound.added = std::move(local);
            }
            for (auto& child : scope.children) {
                NameSet child_free;
                analyze_block(*child, &newbound, child_free, *newglobal);
                if (m_error) return;
                newfree.insert(child_free.begin(), child_free.end());
            }
        }

        if (scope.is_function_like()) {
            // Captured locals become cells.
            for (Symbol& sym : scope.symbols) {
                if (sym.scope == NameScope::Local && newfree.count(sym.name)) {
                    sym.scope = NameScope::Cell;
                    newfree.erase(sym.name);
                }
            }
        } else if (scope.kind == ScopeKind::Class) {
            if (newfree.erase("__class__")) scope.needs_class_closure = true;
        }

        // Free variables of children that this scope does not define: propagate them (they are
        // free here too) unless they are globals.
        for (const std::string& name : newfree) {
            auto it = scope.symbol_index.find(name);
            if (it != scope.symbol_index.end()) {
                Symbol& sym = scope.symbols[it->second];
                if (scope.kind == ScopeKind::Class && (sym.flags & (kDefBound | kDefGlobal)))
                    sym.flags |= kDefFreeClass;
                continue;
            }
            if (bound_in && !bound_copy.contains(name)) continue;
            Symbol& sym = symbol(scope, name);
            sym.scope = NameScope::Free;
        }
        free_out.insert(newfree.begin(), newfree.end());
        finish_layout(scope);
    }

    // Computes varnames / cellvars / freevars in vm::Code's layout.
    static void finish_layout(Scope& scope) {
        if (scope.is_function_like()) {
            // Parameters keep their slot even when they are cells (cell_from_param copies them);
            // other cells live only in the cell slots.
            scope.varnames = scope.params;
            for (size_t i = 0; i < scope.params.size(); ++i) {
                auto it = scope.symbol_index.find(scope.params[i]);
                if (it != scope.symbol_index.end()) scope.symbols[it->second].slot = uint32_t(i);
            }
            for (Symbol& sym : scope.symbols) {
                if (sym.scope == NameScope::Local && !(sym.flags & kDefParam)) {
                    sym.slot = uint32_t(scope.varnames.size());
                    scope.varnames.push_back(sym.name);
                }
            }
        }
        for (const Symbol& sym : scope.symbols) {
            if (sym.scope == NameScope::Cell) scope.cellvars.push_back(sym.name);
            if (sym.scope == NameScope::Free || (sym.flags & kDefFreeClass)) scope.freevars.push_back(sym.name);
        }
        if (scope.needs_class_closure) scope.cellvars.push_back("__class__");
        std::sort(scope.cellvars.begin(), scope.cellvars.end());
        std::sort(scope.freevars.begin(), scope.freevars.end());
    }

    SymbolTable& m_table;
    Scope* m_cur = nullptr;
    std::optional<CompileError> m_error;
    int m_depth = 0;
    bool m_comp_iter_target = false;
    CompileGuard* m_guard = nullptr;
    bool m_top_level_await = false;
    std::vector<std::pair<const Scope*, const Stmt*>> m_async_returns;   // `return value` in async defs
};

std::variant<std::unique_ptr<SymbolTable>, CompileError> SymbolTable::build(const Module& module) {
    auto table = std::make_unique<SymbolTable>();
    if (auto err = build_into(*table, module)) return *err;
    return table;
}

std::optional<CompileError> SymbolTable::build_into(SymbolTable& table, const Module& module, CompileGuard* guard,
                                                    bool top_level_await) {
    ScopeBuilder builder(table, guard);
    builder.set_top_level_await(top_level_await);
    return builder.run(module);
}

}  // namespace basilisk::compiler
