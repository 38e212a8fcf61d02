// Statements: definitions, assignments, loops, conditionals, imports.
#include "compiler/codegen.h"

namespace basilisk::compiler {

using vm::Op;

namespace {

vm::BinaryOp binary_op_of(BinOpKind k) {
    switch (k) {
    case BinOpKind::Add: return vm::BinaryOp::Add;
    case BinOpKind::Sub: return vm::BinaryOp::Sub;
    case BinOpKind::Mult: return vm::BinaryOp::Mul;
    case BinOpKind::MatMult: return vm::BinaryOp::MatMul;
    case BinOpKind::Div: return vm::BinaryOp::TrueDiv;
    case BinOpKind::Mod: return vm::BinaryOp::Mod;
    case BinOpKind::Pow: return vm::BinaryOp::Pow;
    case BinOpKind::LShift: return vm::BinaryOp::LShift;
    case BinOpKind::RShift: return vm::BinaryOp::RShift;
    case BinOpKind::BitOr: return vm::BinaryOp::Or;
    case BinOpKind::BitXor: return vm::BinaryOp::Xor;
    case BinOpKind::BitAnd: return vm::BinaryOp::And;
    case BinOpKind::FloorDiv: return vm::BinaryOp::FloorDiv;
    }
    return vm::BinaryOp::Add;
}

bool has_starred(const ExprList& elts) {
    for (const auto& e : elts)
        if (e->kind == ExprKind::Starred) return true;
    return false;
}

const ExprList* sequence_elts(const Expr& e) {
    if (e.kind == ExprKind::Tuple) return &e.as<Tuple>().elts;
    if (e.kind == ExprKind::List) return &e.as<List>().elts;
    return nullptr;
}

}  // namespace

void CodeGen::visit_body(const StmtList& body) {
    for (const auto& s : body) {
        if (m_error) return;
        visit_stmt(*s);
    }
}

void CodeGen::visit_stmt(const Stmt& stmt) {
    if (m_error || !enter(stmt)) return;
    u().line = stmt.line;
    switch (stmt.kind) {
    case StmtKind::FunctionDef: visit_function_def(stmt.as<FunctionDef>()); break;
    case StmtKind::ClassDef: visit_class_def(stmt.as<ClassDef>()); break;
    case StmtKind::Return: visit_return(stmt.as<Return>()); break;
    case StmtKind::Delete:
        if (!check_feature(Feature::Delete, stmt)) break;
        for (const auto& t : stmt.as<Delete>().targets) visit_delete_target(*t);
        break;
    case StmtKind::Assign: visit_assign(stmt.as<Assign>()); break;
    case StmtKind::AugAssign: visit_aug_assign(stmt.as<AugAssign>()); break;
    case StmtKind::AnnAssign: visit_ann_assign(stmt.as<AnnAssign>()); break;
    case StmtKind::For: visit_for(stmt.as<For>()); break;
    case StmtKind::While: visit_while(stmt.as<While>()); break;
    case StmtKind::If: visit_if(stmt.as<If>()); break;
    case StmtKind::With:
        if (check_feature(Feature::With, stmt) && (!stmt.as<With>().is_async || check_feature(Feature::Async, stmt)))
            visit_with(stmt.as<With>(), 0);
        break;
    case StmtKind::Match: visit_match(stmt.as<Match>()); break;
    case StmtKind::Raise: {
        if (!check_feature(Feature::Raise, stmt)) break;
        const auto& r = stmt.as<Raise>();
        uint32_t n = 0;
        if (r.exc) {
            visit_expr(*r.exc);
            ++n;
            if (r.cause) {
                visit_expr(*r.cause);
                ++n;
            }
        }
        emit(Op::RAISE_VARARGS, n);
        break;
    }
    case StmtKind::Try: visit_try(stmt.as<Try>()); break;
    case StmtKind::Assert: {
        if (!check_feature(Feature::Assert, stmt)) break;
        const auto& a = stmt.as<Assert>();
        int end = new_label();
        jump_if(*a.test, true, end);
        emit(Op::LOAD_ASSERTION_ERROR);
        if (a.msg) {
            visit_expr(*a.msg);
            emit(Op::CALL, 1);
        }
        emit(Op::RAISE_VARARGS, 1);
        bind(end);
        break;
    }
    case StmtKind::Import: visit_import(stmt.as<Import>()); break;
    case StmtKind::ImportFrom: visit_import_from(stmt.as<ImportFrom>()); break;
    case StmtKind::Global: check_feature(Feature::Global, stmt); break;
    case StmtKind::Nonlocal: check_feature(Feature::Nonlocal, stmt); break;
    case StmtKind::Expr: visit_expr_stmt(stmt.as<ExprStmt>(), false); break;
    case StmtKind::Pass: break;
    case StmtKind::Break: if (check_feature(Feature::BreakContinue, stmt)) visit_break(stmt); break;
    case StmtKind::Continue: if (check_feature(Feature::BreakContinue, stmt)) visit_continue(stmt); break;
    }
    leave();
}

void CodeGen::visit_expr_stmt(const ExprStmt& s, bool is_last_top_level) {
    bool top_level = u().scope->kind == ScopeKind::Module;
    if (top_level && m_options.mode == CompileOptions::Mode::Interactive) {
        visit_expr(*s.value);
        emit(Op::PRINT_EXPR);
    } else if (top_level && is_last_top_level && m_options.mode == CompileOptions::Mode::Embedded) {
        visit_expr(*s.value);
        emit(Op::SET_RESULT);
    } else if (constant_of(*s.value)) {
        // A constant statement (docstring, `...`, `1 + 1`) has no effect: CPython emits nothing.
    } else {
        visit_expr(*s.value);
        emit(Op::POP_TOP);
    }
}

// ---- functions and classes ----------------------------------------------------------------------

uint32_t CodeGen::function_defaults(const Arguments& args) {
    uint32_t flags = 0;
    if (!args.defaults.empty()) {
        for (const auto& d : args.defaults) visit_expr(*d);
        emit(Op::BUILD_TUPLE, uint32_t(args.defaults.size()));
        flags |= vm::kHasDefaults;
    }
    uint32_t nkw = 0;
    for (size_t i = 0; i < args.kw_defaults.size() && i < args.kwonlyargs.size(); ++i) {
        if (!args.kw_defaults[i]) continue;
        load_const(mangled(args.kwonlyargs[i].arg));
        visit_expr(*args.kw_defaults[i]);
        ++nkw;
    }
    if (nkw) {
        emit(Op::BUILD_MAP, nkw);
        flags |= vm::kHasKwDefaults;
    }
    return flags;
}

// Pushes the dict of a def's evaluated annotations (its __annotations__) and returns
// kHasAnnotations, or pushes nothing and returns 0. CPython 3.11's order: args, posonlyargs,
// *args, keyword-only, **kwargs, then 'return'.
uint32_t CodeGen::function_annotations(const FunctionDef& f) {
    uint32_t n = 0;
    auto one = [&](const std::string& name, const Expr* annotation) {
        if (!annotation) return;
        load_const(mangled(name));
        visit_expr(*annotation);
        ++n;
    };
    for (const Arg& a : f.args.args) one(a.arg, a.annotation.get());
    for (const Arg& a : f.args.posonlyargs) one(a.arg, a.annotation.get());
    if (f.args.vararg) one(f.args.vararg->arg, f.args.vararg->annotation.get());
    for (const Arg& a : f.args.kwonlyargs) one(a.arg, a.annotation.get());
    if (f.args.kwarg) one(f.args.kwarg->arg, f.args.kwarg->annotation.get());
    one("return", f.returns.get());
    if (n == 0) return 0;
    emit(Op::BUILD_MAP, n);
    return vm::kHasAnnotations;
}

bool CodeGen::compile_function_body(const FunctionDef* f, const Lambda* l, Scope& scope, uint32_t* code_index) {
    int first_line = f ? f->line : l->line;
    if (f && !f->decorator_list.empty()) first_line = f->decorator_list.front()->line;
    *code_index = begin_unit(&scope, qualname_for(f ? f->name : std::string("<lambda>")), first_line);
    if (f) {
        u().line = f->line;
        // A leading string literal is the docstring (__doc__).
        if (!f->body.empty() && f->body.front()->kind == StmtKind::Expr) {
            const Expr& e = *f->body.front()->as<ExprStmt>().value;
            if (e.kind == ExprKind::Constant && e.as<Constant>().value_kind == ConstantKind::Str) {
                code_of(u()).doc = e.as<Constant>().str_value;
                code_of(u()).has_doc = true;
            }
        }
        visit_body(f->body);
        if (!last_is_terminal()) {
            load_const(vm::NoneLiteral{});
            emit(Op::RETURN_VALUE);
        }
    } else {
        u().line = l->line;
        visit_expr(*l->body);
        if (scope.is_generator) {
            // A generator lambda's value is what it yields; it returns None.
            emit(Op::POP_TOP);
            load_const(vm::NoneLiteral{});
        }
        emit(Op::RETURN_VALUE);
    }
    return end_unit();
}

void CodeGen::visit_function_def(const FunctionDef& f) {
    if (!check_feature(Feature::FunctionDef, f)) return;
    if (f.is_async && !check_feature(Feature::Async, f)) return;
    Scope* scope = m_symbols.scope_for(&f);
    if (!scope) return fail_at("internal compiler error: no scope for function", f.line);
    for (const auto& d : f.decorator_list) visit_expr(*d);
    uint32_t flags = function_defaults(f.args);
    flags |= function_annotations(f);
    uint32_t index = 0;
    compile_function_body(&f, nullptr, *scope, &index);
    if (m_error) return;
    u().line = f.line;
    make_function(*scope, index, flags);
    for (auto it = f.decorator_list.rbegin(); it != f.decorator_list.rend(); ++it) {
        u().line = (*it)->line;
        emit(Op::CALL, 1);
    }
    u().line = f.line;
    name_op(f.name, NameCtx::Store);
}

void CodeGen::visit_lambda(const Lambda& l) {
    if (!check_feature(Feature::Lambda, l)) return;
    Scope* scope = m_symbols.scope_for(&l);
    if (!scope) return fail_at("internal compiler error: no scope for lambda", l.line);
    uint32_t flags = function_defaults(l.args);
    uint32_t index = 0;
    compile_function_body(nullptr, &l, *scope, &index);
    if (m_error) return;
    make_function(*scope, index, flags);
}

void CodeGen::visit_class_def(const ClassDef& c) {
    if (!check_feature(Feature::ClassDef, c)) return;
    Scope* scope = m_symbols.scope_for(&c);
    if (!scope) return fail_at("internal compiler error: no scope for class", c.line);
    for (const auto& d : c.decorator_list) visit_expr(*d);

    int first_line = c.decorator_list.empty() ? c.line : c.decorator_list.front()->line;
    std::string qualname = qualname_for(c.name);
    uint32_t index = begin_unit(scope, qualname, first_line);
    u().line = c.line;
    // A class belongs to the module whose body defines it (`collections.OrderedDict`).
    emit(Op::LOAD_NAME, add_name("__name__"));
    emit(Op::STORE_NAME, add_name("__module__"));
    load_const(qualname);
    emit(Op::STORE_NAME, add_name("__qualname__"));
    if (!c.body.empty() && c.body[0]->kind == StmtKind::Expr) {
        const Expr& v = *c.body[0]->as<ExprStmt>().value;
        if (v.kind == ExprKind::Constant && v.as<Constant>().value_kind == ConstantKind::Str) {
            u().line = c.body[0]->line;
            load_const(v.as<Constant>().str_value);
            emit(Op::STORE_NAME, add_name("__doc__"));
        }
    }
    // CPython's SETUP_ANNOTATIONS: a class body with `name: type` statements evaluates the
    // annotations into __annotations__ (dataclasses and NamedTuple read them).
    if (has_simple_annotation(c.body)) {
        emit(Op::BUILD_MAP, 0);
        emit(Op::STORE_NAME, add_name("__annotations__"));
    }
    visit_body(c.body);
    if (scope->needs_class_closure) {
        emit(Op::LOAD_CLOSURE, closure_slot("__class__"));
    } else {
        load_const(vm::NoneLiteral{});
    }
    emit(Op::RETURN_VALUE);
    end_unit();
    if (m_error) return;

    u().line = c.line;
    emit(Op::LOAD_BUILD_CLASS);
    make_function(*scope, index, 0);
    load_const(c.name);
    emit_call_args(2, c.bases, c.keywords, false, c);
    for (auto it = c.decorator_list.rbegin(); it != c.decorator_list.rend(); ++it) {
        u().line = (*it)->line;
        emit(Op::CALL, 1);
    }
    u().line = c.line;
    name_op(c.name, NameCtx::Store);
}

void CodeGen::visit_return(const Return& r) {
    if (!u().scope->is_function_like()) {
        fail("'return' outside function", r);
        return;
    }
    std::optional<vm::Constant> constant;
    if (r.value) constant = constant_of(*r.value);
    bool preserve = r.value && !constant;
    if (preserve) visit_expr(*r.value);
    auto saved = u().handler_stack;
    // CPython places an error of the unwinding (an except* clause) at a constant value on the
    // return's line, else at the whole statement.
    const Node& at = r.value && constant && r.value->line == r.line ? static_cast<const Node&>(*r.value) : r;
    unwind_fblock_stack(preserve, nullptr, at);
    u().line = r.line;
    if (!r.value)
        load_const(vm::NoneLiteral{});
    else if (!preserve)
        load_const(*constant);
    emit(Op::RETURN_VALUE);
    u().handler_stack = std::move(saved);
}

// ---- assignment -------------------------------------------------------------------------------

void CodeGen::visit_assign(const Assign& a) {
    // `a, b = b, a`: evaluate the values and reorder them on the stack, no tuple is built.
    if (a.targets.size() == 1) {
        const ExprList* targets = sequence_elts(*a.targets[0]);
        const ExprList* values = sequence_elts(*a.value);
        if (targets && values && targets->size() == values->size() &&
            (targets->size() == 2 || targets->size() == 3) && !has_starred(*targets) && !has_starred(*values)) {
            if (!check_feature(Feature::TupleUnpacking, *a.targets[0])) return;
            for (const auto& v : *values) visit_expr(*v);
            if (values->size() == 3) emit(Op::ROT_THREE);
            emit(Op::ROT_TWO);
            for (const auto& t : *targets) visit_store(*t);
            return;
        }
    }
    visit_expr(*a.value);
    for (size_t i = 0; i < a.targets.size(); ++i) {
        if (i + 1 < a.targets.size()) emit(Op::DUP_TOP);
        visit_store(*a.targets[i]);
    }
}

void CodeGen::visit_aug_assign(const AugAssign& a) {
    uint32_t op = uint32_t(binary_op_of(a.op)) | vm::kInplaceFlag;
    const Expr& t = *a.target;
    switch (t.kind) {
    case ExprKind::Name:
        name_op(t.as<Name>().id, NameCtx::Load);
        visit_expr(*a.value);
        emit(Op::BINARY_OP, op);
        name_op(t.as<Name>().id, NameCtx::Store);
        break;
    case ExprKind::Attribute: {
        const auto& attr = t.as<Attribute>();
        visit_expr(*attr.value);
        emit(Op::DUP_TOP);
        uint32_t name = add_name(mangled(attr.attr));
        emit(Op::LOAD_ATTR, name);
        visit_expr(*a.value);
        emit(Op::BINARY_OP, op);
        emit(Op::ROT_TWO);
        emit(Op::STORE_ATTR, name);
        break;
    }
    case ExprKind::Subscript: {
        if (!check_feature(Feature::Subscript, t)) break;
        const auto& sub = t.as<Subscript>();
        visit_expr(*sub.value);
        visit_expr(*sub.slice);
        emit(Op::DUP_TOP_TWO);
        emit(Op::BINARY_SUBSCR);
        visit_expr(*a.value);
        emit(Op::BINARY_OP, op);
        emit(Op::ROT_THREE);
        emit(Op::STORE_SUBSCR);
        break;
    }
    default: fail("'" + std::string(expr_kind_name(t.kind)) + "' is an illegal expression for augmented assignment", t);
    }
}

// Whether `body` (not counting nested functions and classes) has a `name: type` statement.
bool CodeGen::has_simple_annotation(const StmtList& body) {
    for (const auto& s : body) {
        switch (s->kind) {
        case StmtKind::AnnAssign:
            if (s->as<AnnAssign>().simple) return true;
            break;
        case StmtKind::If:
            if (has_simple_annotation(s->as<If>().body) || has_simple_annotation(s->as<If>().orelse)) return true;
            break;
        case StmtKind::For:
            if (has_simple_annotation(s->as<For>().body) || has_simple_annotation(s->as<For>().orelse)) return true;
            break;
        case StmtKind::While:
            if (has_simple_annotation(s->as<While>().body) || has_simple_annotation(s->as<While>().orelse)) return true;
            break;
        case StmtKind::With:
            if (has_simple_annotation(s->as<With>().body)) return true;
            break;
        case StmtKind::Try: {
            const auto& t = s->as<Try>();
            if (has_simple_annotation(t.body) || has_simple_annotation(t.orelse) || has_simple_annotation(t.finalbody))
                return true;
            for (const auto& h : t.handlers)
                if (has_simple_annotation(h.body)) return true;
            break;
        }
        default: break;
        }
    }
    return false;
}

void CodeGen::visit_ann_assign(const AnnAssign& a) {
    // In a class body a simple `name: type` stores the evaluated annotation in __annotations__
    // (after the value, as CPython orders them); elsewhere annotations are not evaluated (a
    // deliberate difference from CPython for modules; functions never evaluate them).
    bool class_annotation = a.simple && u().scope && u().scope->kind == ScopeKind::Class &&
                            a.target->kind == ExprKind::Name;
    if (a.value) {
        visit_expr(*a.value);
        visit_store(*a.target);
    }
    if (class_annotation) {
        visit_expr(*a.annotation);
        emit(Op::LOAD_NAME, add_name("__annotations__"));
        load_const(mangled(a.target->as<Name>().id));
        emit(Op::STORE_SUBSCR);
        return;
    }
    if (a.value) return;
    const Expr& t = *a.target;
    if (t.kind == ExprKind::Attribute) {
        visit_expr(*t.as<Attribute>().value);
        emit(Op::POP_TOP);
    } else if (t.kind == ExprKind::Subscript) {
        visit_expr(*t.as<Subscript>().value);
        emit(Op::POP_TOP);
        visit_expr(*t.as<Subscript>().slice);
        emit(Op::POP_TOP);
    }
}

void CodeGen::visit_store(const Expr& target) {
    if (m_error) return;
    int saved = u().line;
    u().line = target.line;
    switch (target.kind) {
    case ExprKind::Name: name_op(target.as<Name>().id, NameCtx::Store); break;
    case ExprKind::Attribute: {
        const auto& a = target.as<Attribute>();
        visit_expr(*a.value);
        emit(Op::STORE_ATTR, add_name(mangled(a.attr)));
        break;
    }
    case ExprKind::Subscript: {
        if (!check_feature(Feature::Subscript, target)) break;
        const auto& s = target.as<Subscript>();
        visit_expr(*s.value);
        visit_expr(*s.slice);
        emit(Op::STORE_SUBSCR);
        break;
    }
    case ExprKind::Tuple: visit_unpack_target(target.as<Tuple>().elts, target); break;
    case ExprKind::List: visit_unpack_target(target.as<List>().elts, target); break;
    case ExprKind::Starred: fail("starred assignment target must be in a list or tuple", target); break;
    default: fail("cannot assign to expression", target); break;
    }
    u().line = saved;
}

void CodeGen::visit_unpack_target(const ExprList& elts, const Expr& at) {
    if (!check_feature(Feature::TupleUnpacking, at)) return;
    if (!enter(at)) return;
    size_t star = SIZE_MAX;
    for (size_t i = 0; i < elts.size(); ++i) {
        if (elts[i]->kind != ExprKind::Starred) continue;
        if (star != SIZE_MAX) {
            fail("multiple starred expressions in assignment", at);
            return;
        }
        star = i;
    }
    if (star == SIZE_MAX) {
        emit(Op::UNPACK_SEQUENCE, uint32_t(elts.size()));
    } else {
        size_t before = star, after = elts.size() - star - 1;
        if (before >= 256 || after >= (1u << 16)) {
            fail("too many expressions in star-unpacking assignment", at);
            return;
        }
        emit(Op::UNPACK_EX, uint32_t(before | (after << 8)));
    }
    for (const auto& e : elts) visit_store(e->kind == ExprKind::Starred ? *e->as<Starred>().value : *e);
    leave();
}

void CodeGen::visit_delete_target(const Expr& target) {
    if (m_error) return;
    int saved = u().line;
    u().line = target.line;
    switch (target.kind) {
    case ExprKind::Name: name_op(target.as<Name>().id, NameCtx::Del); break;
    case ExprKind::Attribute:
        visit_expr(*target.as<Attribute>().value);
        emit(Op::DELETE_ATTR, add_name(mangled(target.as<Attribute>().attr)));
        break;
    case ExprKind::Subscript:
        if (!check_feature(Feature::Subscript, target)) break;
        visit_expr(*target.as<Subscript>().value);
        visit_expr(*target.as<Subscript>().slice);
        emit(Op::DELETE_SUBSCR);
        break;
    case ExprKind::Tuple:
        for (const auto& e : target.as<Tuple>().elts) visit_delete_target(*e);
        break;
    case ExprKind::List:
        for (const auto& e : target.as<List>().elts) visit_delete_target(*e);
        break;
    default: fail("cannot delete expression", target); break;
    }
    u().line = saved;
}

// ---- control flow -----------------------------------------------------------------------------

// `async for` differs in its step: GET_AITER once, then GET_ANEXT awaited each time, and
// StopAsyncIteration (caught by END_ASYNC_FOR) ending the loop where `for` has FOR_ITER.
void CodeGen::visit_for(const For& f) {
    if (!check_feature(Feature::ForLoop, f)) return;
    if (f.is_async && !check_feature(Feature::Async, f)) return;
    int start = new_label(), cleanup = new_label(), end = new_label();
    visit_expr(*f.iter);
    emit(f.is_async ? Op::GET_AITER : Op::GET_ITER);
    bind(start);
    int async_done = f.is_async ? new_label() : -1;
    if (f.is_async)
        emit_async_next(async_done);
    else
        emit_jump(Op::FOR_ITER, cleanup);
    if (!push_fblock(FBlock{FBlockKind::ForLoop, start, end, u().handler_stack.size()}, f)) return;
    visit_store(*f.target);
    visit_body(f.body);
    u().line = f.line;
    emit_jump(Op::JUMP, start);
    u().fblocks.pop_back();
    if (f.is_async) {
        bind(async_done);
        emit(Op::END_ASYNC_FOR);
    }
    bind(cleanup);
    visit_body(f.orelse);
    bind(end);
}

void CodeGen::visit_while(const While& w) {
    if (!check_feature(Feature::WhileLoop, w)) return;
    int loop = new_label(), anchor = new_label(), end = new_label();
    bind(loop);
    if (!push_fblock(FBlock{FBlockKind::WhileLoop, loop, end, u().handler_stack.size()}, w)) return;
    bool always = false;
    if (auto c = constant_of(*w.test)) {
        // `while True:` / `while 1:` need no test.
        if (auto* b = std::get_if<bool>(&*c)) always = *b;
        if (auto* i = std::get_if<int64_t>(&*c)) always = *i != 0;
    }
    if (!always) jump_if(*w.test, false, anchor);
    visit_body(w.body);
    u().line = w.line;
    emit_jump(Op::JUMP, loop);
    u().fblocks.pop_back();
    bind(anchor);
    visit_body(w.orelse);
    bind(end);
}

void CodeGen::visit_if(const If& i) {
    int orelse = new_label();
    jump_if(*i.test, false, orelse);
    visit_body(i.body);
    if (!i.orelse.empty()) {
        int end = new_label();
        emit_jump(Op::JUMP, end);
        bind(orelse);
        visit_body(i.orelse);
        bind(end);
    } else {
        bind(orelse);
    }
}

// ---- imports ----------------------------------------------------------------------------------

// IMPORT_NAME always pushes the module it names (for `a.b`: the submodule).
void CodeGen::visit_import(const Import& im) {
    if (!check_feature(Feature::Import, im)) return;
    for (const Alias& alias : im.names) {
        u().line = alias.line ? alias.line : im.line;
        size_t dot = alias.name.find('.');
        if (alias.asname || dot == std::string::npos) {
            emit(Op::IMPORT_NAME, add_name(alias.name));
            name_op(alias.asname ? *alias.asname : alias.name, NameCtx::Store);
        } else {
            // `import a.b` imports a.b, then binds the top-level package a.
            emit(Op::IMPORT_NAME, add_name(alias.name));
            emit(Op::POP_TOP);
            std::string top = alias.name.substr(0, dot);
            emit(Op::IMPORT_NAME, add_name(top));
            name_op(top, NameCtx::Store);
        }
    }
}

void CodeGen::visit_import_from(const ImportFrom& im) {
    if (!check_feature(Feature::Import, im)) return;
    if (im.level > 0) {
        fail("relative imports are not supported", im);
        return;
    }
    emit(Op::IMPORT_NAME, add_name(im.module ? *im.module : std::string()));
    if (im.names.size() == 1 && im.names[0].name == "*") {
        // CPython's symbol table refuses it in functions and class bodies (their names are
        // decided at compile time); at module level the names go into the globals.
        if (u().scope->kind != ScopeKind::Module) {
            fail("import * only allowed at module level", im.names[0]);
            return;
        }
        emit(Op::IMPORT_STAR);
        return;
    }
    for (const Alias& alias : im.names) {
        u().line = alias.line ? alias.line : im.line;
        emit(Op::IMPORT_FROM, add_name(alias.name));
        name_op(alias.asname ? *alias.asname : alias.name, NameCtx::Store);
    }
    u().line = im.line;
    emit(Op::POP_TOP);
}

}  // namespace basilisk::compiler
