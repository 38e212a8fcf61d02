// Expressions: operators, displays, calls, comprehensions, f-strings, constant folding.
#include <cmath>
#include <string_view>
#include <unordered_set>

#include "compiler/codegen.h"

namespace basilisk::compiler {

using vm::Op;

namespace {

// Displays longer than this are built incrementally to bound the stack (CPython's
// STACK_USE_GUIDELINE).
constexpr size_t kStackUseGuideline = 30;

vm::BinaryOp to_binary_op(BinOpKind k) {
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

vm::UnaryOp to_unary_op(UnaryOpKind k) {
    switch (k) {
    case UnaryOpKind::Invert: return vm::UnaryOp::Invert;
    case UnaryOpKind::Not: return vm::UnaryOp::Not;
    case UnaryOpKind::UAdd: return vm::UnaryOp::Positive;
    case UnaryOpKind::USub: return vm::UnaryOp::Negative;
    }
    return vm::UnaryOp::Not;
}

std::optional<int64_t> checked_pow(int64_t base, int64_t exp) {
    if (exp < 0 || exp > 128) return std::nullopt;
    int64_t result = 1;
    for (int64_t i = 0; i < exp; ++i) {
        if (__builtin_mul_overflow(result, base, &result)) return std::nullopt;
    }
    return result;
}

// Folds int/int and float/float (or mixed) arithmetic whose result is exact and small. Anything
// that could raise, overflow 64 bits or build a huge value is left to run time.
std::optional<vm::Constant> fold_binary(BinOpKind op, const vm::Constant& a, const vm::Constant& b) {
    const int64_t* ia = std::get_if<int64_t>(&a);
    const int64_t* ib = std::get_if<int64_t>(&b);
    if (ia && ib) {
        int64_t r = 0;
        switch (op) {
        case BinOpKind::Add: if (__builtin_add_overflow(*ia, *ib, &r)) return std::nullopt; return r;
        case BinOpKind::Sub: if (__builtin_sub_overflow(*ia, *ib, &r)) return std::nullopt; return r;
        case BinOpKind::Mult: if (__builtin_mul_overflow(*ia, *ib, &r)) return std::nullopt; return r;
        case BinOpKind::Pow: {
            auto p = checked_pow(*ia, *ib);
            if (!p) return std::nullopt;
            return *p;
        }
        case BinOpKind::LShift:
            if (*ib < 0 || *ib >= 62 || *ia < 0 || *ia > (INT64_MAX >> *ib)) return std::nullopt;
            return *ia << *ib;
        case BinOpKind::BitAnd: return *ia & *ib;
        case BinOpKind::BitOr: return *ia | *ib;
        case BinOpKind::BitXor: return *ia ^ *ib;
        default: return std::nullopt;
        }
    }
    auto as_double = [](const vm::Constant& c) -> std::optional<double> {
        if (auto* d = std::get_if<double>(&c)) return *d;
        if (auto* i = std::get_if<int64_t>(&c); i && *i > -(int64_t(1) << 53) && *i < (int64_t(1) << 53))
            return double(*i);
        return std::nullopt;
    };
    if (std::holds_alternative<double>(a) || std::holds_alternative<double>(b)) {
        auto da = as_double(a), db = as_double(b);
        if (!da || !db) return std::nullopt;
        double r;
        switch (op) {
        case BinOpKind::Add: r = *da + *db; break;
        case BinOpKind::Sub: r = *da - *db; break;
        case BinOpKind::Mult: r = *da * *db; break;
        default: return std::nullopt;
        }
        if (!std::isfinite(r)) return std::nullopt;
        return r;
    }
    return std::nullopt;
}

int conversion_code(int conversion) {
    switch (conversion) {
    case 's': return 1;
    case 'r': return 2;
    case 'a': return 3;
    default: return 0;
    }
}

}  // namespace

std::optional<vm::Constant> CodeGen::constant_of(const Expr& e) const {
    struct Folder {
        std::optional<vm::Constant> operator()(const Expr& e, int depth) const {
            if (depth > 64) return std::nullopt;
            switch (e.kind) {
            case ExprKind::Constant: {
                const auto& c = e.as<Constant>();
                switch (c.value_kind) {
                case ConstantKind::None: return vm::Constant{vm::NoneLiteral{}};
                case ConstantKind::True: return vm::Constant{true};
                case ConstantKind::False: return vm::Constant{false};
                case ConstantKind::Ellipsis: return vm::Constant{vm::EllipsisLiteral{}};
                case ConstantKind::Int:
                    if (c.int_is_big) return vm::Constant{vm::BigIntLiteral{c.int_text}};
                    return vm::Constant{c.int_value};
                case ConstantKind::Float: return vm::Constant{c.float_value};
                case ConstantKind::Str: return vm::Constant{c.str_value};
                case ConstantKind::Bytes: return vm::Constant{vm::BytesLiteral{c.str_value}};
                }
                return std::nullopt;
            }
            case ExprKind::UnaryOp: {
                const auto& u = e.as<UnaryOp>();
                if (u.op == UnaryOpKind::Not) return std::nullopt;
                auto v = (*this)(*u.operand, depth + 1);
                if (!v) return std::nullopt;
                if (auto* i = std::get_if<int64_t>(&*v)) {
                    if (u.op == UnaryOpKind::USub) {
                        if (*i == INT64_MIN) return std::nullopt;
                        return vm::Constant{-*i};
                    }
                    if (u.op == UnaryOpKind::UAdd) return *v;
                    return vm::Constant{~*i};
                }
                if (auto* b = std::get_if<vm::BigIntLiteral>(&*v)) {
                    // -9223372036854775808 is the one big literal whose negation is small.
                    if (u.op == UnaryOpKind::USub && b->decimal == "9223372036854775808")
                        return vm::Constant{INT64_MIN};
                    return std::nullopt;
                }
                if (auto* d = std::get_if<double>(&*v)) {
                    if (u.op == UnaryOpKind::USub) return vm::Constant{-*d};
                    if (u.op == UnaryOpKind::UAdd) return *v;
                }
                return std::nullopt;
            }
            case ExprKind::BinOp: {
                const auto& b = e.as<BinOp>();
                auto l = (*this)(*b.left, depth + 1);
                if (!l) return std::nullopt;
                auto r = (*this)(*b.right, depth + 1);
                if (!r) return std::nullopt;
                return fold_binary(b.op, *l, *r);
            }
            case ExprKind::Tuple: {
                const auto& t = e.as<Tuple>();
                if (t.ctx != ExprContext::Load) return std::nullopt;
                auto tuple = std::make_shared<vm::ConstTuple>();
                for (const auto& item : t.elts) {
                    auto c = (*this)(*item, depth + 1);
                    if (!c) return std::nullopt;
                    tuple->items.push_back(std::move(*c));
                }
                return vm::Constant{std::shared_ptr<const vm::ConstTuple>(std::move(tuple))};
            }
            default: return std::nullopt;
            }
        }
    };
    return Folder{}(e, 0);
}

void CodeGen::visit_expr(const Expr& e) {
    if (m_error || !enter(e)) return;
    int saved = u().line;
    u().line = e.line;
    visit_expr_inner(e);
    u().line = saved;
    leave();
}

void CodeGen::visit_expr_inner(const Expr& e) {
    switch (e.kind) {
    case ExprKind::BoolOp: {
        const auto& b = e.as<BoolOp>();
        int end = new_label();
        Op jump = b.op == BoolOpKind::And ? Op::JUMP_IF_FALSE_OR_POP : Op::JUMP_IF_TRUE_OR_POP;
        for (size_t i = 0; i < b.values.size(); ++i) {
            visit_expr(*b.values[i]);
            if (i + 1 < b.values.size()) emit_jump(jump, end);
        }
        bind(end);
        break;
    }
    case ExprKind::NamedExpr: {
        const auto& n = e.as<NamedExpr>();
        visit_expr(*n.value);
        emit(Op::DUP_TOP);
        visit_store(*n.target);
        break;
    }
    case ExprKind::BinOp: {
        if (auto c = constant_of(e)) {
            load_const(std::move(*c));
            break;
        }
        const auto& b = e.as<BinOp>();
        visit_expr(*b.left);
        visit_expr(*b.right);
        emit(Op::BINARY_OP, uint32_t(to_binary_op(b.op)));
        break;
    }
    case ExprKind::UnaryOp: {
        if (auto c = constant_of(e)) {
            load_const(std::move(*c));
            break;
        }
        const auto& un = e.as<UnaryOp>();
        visit_expr(*un.operand);
        emit(Op::UNARY_OP, uint32_t(to_unary_op(un.op)));
        break;
    }
    case ExprKind::Lambda: visit_lambda(e.as<Lambda>()); break;
    case ExprKind::IfExp: {
        const auto& i = e.as<IfExp>();
        int orelse = new_label(), end = new_label();
        jump_if(*i.test, false, orelse);
        visit_expr(*i.body);
        emit_jump(Op::JUMP, end);
        bind(orelse);
        visit_expr(*i.orelse);
        bind(end);
        break;
    }
    case ExprKind::Dict: visit_dict(e.as<Dict>()); break;
    case ExprKind::Set: {
        const ExprList& elts = e.as<Set>().elts;
        // CPython folds a display of three or more constants into a frozenset constant that
        // a new set merges: a different slot order (so iteration order) than adding each item.
        if (elts.size() > 2) {
            auto tuple = std::make_shared<vm::ConstTuple>();
            for (const auto& item : elts) {
                auto c = constant_of(*item);
                if (!c) {
                    tuple.reset();
                    break;
                }
                tuple->items.push_back(std::move(*c));
            }
            if (tuple) {
                load_const(vm::Constant{std::shared_ptr<const vm::ConstTuple>(std::move(tuple))});
                emit(Op::BUILD_SET_FROM_CONSTANTS);
                break;
            }
        }
        starunpack(elts, Op::BUILD_SET, Op::SET_ADD, Op::SET_UPDATE, false);
        break;
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
    case ExprKind::GeneratorExp: visit_comprehension(e); break;
    case ExprKind::Await:
        // The scope analysis has checked where await may appear.
        if (!check_feature(Feature::Async, e)) break;
        visit_expr(*e.as<Await>().value);
        emit_await(0);
        break;
    case ExprKind::Yield: {
        if (!check_feature(Feature::Generator, e)) break;
        const auto& y = e.as<Yield>();
        if (y.value)
            visit_expr(*y.value);
        else
            load_const(vm::NoneLiteral{});
        emit(Op::YIELD_VALUE);
        break;
    }
    case ExprKind::YieldFrom:
        if (!check_feature(Feature::Generator, e)) break;
        visit_expr(*e.as<YieldFrom>().value);
        emit(Op::GET_YIELD_FROM_ITER);
        load_const(vm::NoneLiteral{});
        emit(Op::YIELD_FROM);
        break;
    case ExprKind::Compare: visit_compare(e.as<Compare>()); break;
    case ExprKind::Call: visit_call(e.as<Call>()); break;
    case ExprKind::FormattedValue: {
        const auto& f = e.as<FormattedValue>();
        visit_expr(*f.value);
        if (f.format_spec) visit_expr(*f.format_spec);
        emit(Op::FORMAT_VALUE, uint32_t(conversion_code(f.conversion)) | (f.format_spec ? 4u : 0u));
        break;
    }
    case ExprKind::JoinedStr: visit_joined_str(e.as<JoinedStr>()); break;
    case ExprKind::Constant: load_const(*constant_of(e)); break;
    case ExprKind::Attribute: {
        const auto& a = e.as<Attribute>();
        if (is_string_method_name(a.attr) && !check_feature(Feature::StringMethods, e)) break;
        visit_expr(*a.value);
        u().line = e.line;
        emit(Op::LOAD_ATTR, add_name(mangled(a.attr)));
        break;
    }
    case ExprKind::Subscript: {
        if (!check_feature(Feature::Subscript, e)) break;
        const auto& s = e.as<Subscript>();
        visit_expr(*s.value);
        visit_expr(*s.slice);
        emit(Op::BINARY_SUBSCR);
        break;
    }
    case ExprKind::Starred: fail("can't use starred expression here", e); break;
    case ExprKind::Name: name_op(e.as<Name>().id, NameCtx::Load); break;
    case ExprKind::List:
        starunpack(e.as<List>().elts, Op::BUILD_LIST, Op::LIST_APPEND, Op::LIST_EXTEND, false);
        break;
    case ExprKind::Tuple:
        if (auto c = constant_of(e)) {
            load_const(std::move(*c));
            break;
        }
        starunpack(e.as<Tuple>().elts, Op::BUILD_LIST, Op::LIST_APPEND, Op::LIST_EXTEND, true);
        break;
    case ExprKind::Slice: visit_slice(e.as<Slice>()); break;
    }
}

void CodeGen::visit_slice(const Slice& s) {
    if (s.lower) visit_expr(*s.lower); else load_const(vm::NoneLiteral{});
    if (s.upper) visit_expr(*s.upper); else load_const(vm::NoneLiteral{});
    if (s.step) visit_expr(*s.step);
    emit(Op::BUILD_SLICE, s.step ? 3 : 2);
}

// Builds a list/set/tuple display; with starred items (or many items) the container is built
// first and extended item by item.
bool CodeGen::starunpack(const ExprList& elts, Op build, Op add, Op extend, bool tuple) {
    return starunpack_pushed(elts, build, add, extend, tuple, 0);
}

bool CodeGen::starunpack_pushed(const ExprList& elts, Op build, Op add, Op extend, bool tuple, uint32_t pushed) {
    size_t n = elts.size();
    bool seen_star = false;
    for (const auto& e : elts)
        if (e->kind == ExprKind::Starred) seen_star = true;
    bool big = n + pushed > kStackUseGuideline;
    if (!seen_star && !big) {
        for (const auto& e : elts) visit_expr(*e);
        emit(tuple ? Op::BUILD_TUPLE : build, uint32_t(n + pushed));
        return true;
    }
    bool built = false;
    if (big) {
        emit(build, pushed);
        built = true;
    }
    for (size_t i = 0; i < n; ++i) {
        const Expr& e = *elts[i];
        if (e.kind == ExprKind::Starred) {
            if (!built) {
                emit(build, uint32_t(i + pushed));
                built = true;
            }
            visit_expr(*e.as<Starred>().value);
            emit(extend, 1);
        } else {
            visit_expr(e);
            if (built) emit(add, 1);
        }
    }
    if (tuple) emit(Op::LIST_TO_TUPLE);
    return true;
}

void CodeGen::visit_dict(const Dict& d) {
    uint32_t pending = 0;
    bool have_dict = false;
    auto flush = [&] {
        if (!pending) return;
        emit(Op::BUILD_MAP, pending);
        if (have_dict) emit(Op::DICT_UPDATE, 1);
        have_dict = true;
        pending = 0;
    };
    for (size_t i = 0; i < d.values.size(); ++i) {
        if (!d.keys[i]) {
            flush();
            if (!have_dict) {
                emit(Op::BUILD_MAP, 0);
                have_dict = true;
            }
            visit_expr(*d.values[i]);
            emit(Op::DICT_UPDATE, 1);
            continue;
        }
        if (pending * 2 >= kStackUseGuideline) flush();
        visit_expr(*d.keys[i]);
        visit_expr(*d.values[i]);
        ++pending;
    }
    flush();
    if (!have_dict) emit(Op::BUILD_MAP, 0);
}

void CodeGen::visit_compare(const Compare& c) {
    auto cmp = [this](CmpOpKind op) {
        switch (op) {
        case CmpOpKind::Eq: emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Eq)); break;
        case CmpOpKind::NotEq: emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Ne)); break;
        case CmpOpKind::Lt: emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Lt)); break;
        case CmpOpKind::LtE: emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Le)); break;
        case CmpOpKind::Gt: emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Gt)); break;
        case CmpOpKind::GtE: emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Ge)); break;
        case CmpOpKind::Is: emit(Op::IS_OP, 0); break;
        case CmpOpKind::IsNot: emit(Op::IS_OP, 1); break;
        case CmpOpKind::In: emit(Op::CONTAINS_OP, 0); break;
        case CmpOpKind::NotIn: emit(Op::CONTAINS_OP, 1); break;
        }
    };
    visit_expr(*c.left);
    size_t n = c.ops.size();
    if (n == 1) {
        visit_expr(*c.comparators[0]);
        cmp(c.ops[0]);
        return;
    }
    // a < b < c: each operand is evaluated once; the middle one is kept for the next test.
    int cleanup = new_label(), end = new_label();
    for (size_t i = 0; i + 1 < n; ++i) {
        visit_expr(*c.comparators[i]);
        emit(Op::DUP_TOP);
        emit(Op::ROT_THREE);
        cmp(c.ops[i]);
        emit_jump(Op::JUMP_IF_FALSE_OR_POP, cleanup);
    }
    visit_expr(*c.comparators[n - 1]);
    cmp(c.ops[n - 1]);
    emit_jump(Op::JUMP, end);
    bind(cleanup);
    emit(Op::ROT_TWO);
    emit(Op::POP_TOP);
    bind(end);
}

// Jumps to `label` when bool(e) == cond, short-circuiting `not`, `and` and `or` like CPython.
void CodeGen::jump_if(const Expr& e, bool cond, int label) {
    if (m_error || !enter(e)) return;
    int saved = u().line;
    u().line = e.line;
    if (e.kind == ExprKind::UnaryOp && e.as<UnaryOp>().op == UnaryOpKind::Not) {
        jump_if(*e.as<UnaryOp>().operand, !cond, label);
    } else if (e.kind == ExprKind::BoolOp) {
        const auto& b = e.as<BoolOp>();
        bool is_or = b.op == BoolOpKind::Or;
        size_t n = b.values.size();
        if (cond != is_or) {
            int skip = new_label();
            for (size_t i = 0; i + 1 < n; ++i) jump_if(*b.values[i], !cond, skip);
            jump_if(*b.values[n - 1], cond, label);
            bind(skip);
        } else {
            for (size_t i = 0; i < n; ++i) jump_if(*b.values[i], cond, label);
        }
    } else {
        visit_expr(e);
        u().line = e.line;
        emit_jump(cond ? Op::POP_JUMP_IF_TRUE : Op::POP_JUMP_IF_FALSE, label);
    }
    u().line = saved;
    leave();
}

// ---- calls --------------------------------------------------------------------------------------

void CodeGen::visit_call(const Call& c) {
    bool simple = true;
    for (const auto& a : c.args)
        if (a->kind == ExprKind::Starred) simple = false;
    for (const auto& k : c.keywords)
        if (!k.arg) simple = false;
    if (simple && c.func->kind == ExprKind::Attribute) {
        const auto& attr = c.func->as<Attribute>();
        if (is_string_method_name(attr.attr) && !check_feature(Feature::StringMethods, *c.func)) return;
        visit_expr(*attr.value);
        u().line = c.func->line;
        emit(Op::LOAD_METHOD, add_name(mangled(attr.attr)));
        emit_call_args(0, c.args, c.keywords, true, c);
        return;
    }
    visit_expr(*c.func);
    emit_call_args(0, c.args, c.keywords, false, c);
}

// The callee (and `prefix` leading positional arguments) are already on the stack.
void CodeGen::emit_call_args(int prefix, const ExprList& args, const std::vector<Keyword>& keywords,
                             bool method, const Node& at) {
    // The first keyword that repeats an earlier one. A set past a few keywords: comparing every
    // pair made a call with 50,000 keyword arguments take 2 s to compile.
    if (keywords.size() <= 16) {
        for (size_t i = 0; i < keywords.size(); ++i) {
            if (!keywords[i].arg) continue;
            for (size_t j = 0; j < i; ++j) {
                if (keywords[j].arg && *keywords[j].arg == *keywords[i].arg) {
                    fail("keyword argument repeated: " + *keywords[i].arg, keywords[i]);
                    return;
                }
            }
        }
    } else {
        std::unordered_set<std::string_view> seen;
        for (const Keyword& k : keywords) {
            if (k.arg && !seen.insert(*k.arg).second) {
                fail("keyword argument repeated: " + *k.arg, k);
                return;
            }
        }
    }
    bool star = false, kwstar = false;
    for (const auto& a : args)
        if (a->kind == ExprKind::Starred) star = true;
    for (const auto& k : keywords)
        if (!k.arg) kwstar = true;

    if (!star && !kwstar) {
        for (const auto& a : args) visit_expr(*a);
        for (const auto& k : keywords) visit_expr(*k.value);
        u().line = at.line;
        uint32_t argc = uint32_t(prefix + args.size() + keywords.size());
        if (keywords.empty()) {
            emit(method ? Op::CALL_METHOD : Op::CALL, argc);
        } else {
            auto names = std::make_shared<vm::ConstTuple>();
            for (const auto& k : keywords) names->items.push_back(*k.arg);
            load_const(std::shared_ptr<const vm::ConstTuple>(std::move(names)));
            emit(method ? Op::CALL_METHOD_KW : Op::CALL_KW, argc);
        }
        return;
    }
    // f(*a, **k): one positional tuple and one keyword dict.
    starunpack_pushed(args, Op::BUILD_LIST, Op::LIST_APPEND, Op::LIST_EXTEND, true, uint32_t(prefix));
    if (!keywords.empty()) {
        bool have_dict = false;
        uint32_t seen = 0;
        size_t run_start = 0;
        auto pack = [&](size_t begin, size_t end) {
            for (size_t i = begin; i < end; ++i) {
                load_const(*keywords[i].arg);
                visit_expr(*keywords[i].value);
            }
            emit(Op::BUILD_MAP, uint32_t(end - begin));
            if (have_dict) emit(Op::DICT_MERGE, 1);
            have_dict = true;
        };
        for (size_t i = 0; i < keywords.size(); ++i) {
            if (keywords[i].arg) {
                if (!seen) run_start = i;
                ++seen;
                continue;
            }
            if (seen) {
                pack(run_start, i);
                seen = 0;
            }
            if (!have_dict) {
                emit(Op::BUILD_MAP, 0);
                have_dict = true;
            }
            visit_expr(*keywords[i].value);
            emit(Op::DICT_MERGE, 1);
        }
        if (seen) pack(run_start, keywords.size());
    }
    u().line = at.line;
    emit(Op::CALL_EX, keywords.empty() ? 0 : 1);
}

// ---- comprehensions -----------------------------------------------------------------------------

void CodeGen::visit_comprehension(const Expr& e) {
    const std::vector<Comprehension>* gens = nullptr;
    const Expr* elt = nullptr;
    const Expr* value = nullptr;
    Op build = Op::NOP;
    switch (e.kind) {
    case ExprKind::ListComp:
        gens = &e.as<ListComp>().generators;
        elt = e.as<ListComp>().elt.get();
        build = Op::BUILD_LIST;
        break;
    case ExprKind::SetComp:
        gens = &e.as<SetComp>().generators;
        elt = e.as<SetComp>().elt.get();
        build = Op::BUILD_SET;
        break;
    case ExprKind::DictComp:
        gens = &e.as<DictComp>().generators;
        elt = e.as<DictComp>().key.get();
        value = e.as<DictComp>().value.get();
        build = Op::BUILD_MAP;
        break;
    default:
        gens = &e.as<GeneratorExp>().generators;
        elt = e.as<GeneratorExp>().elt.get();
        break;
    }
    bool genexp = e.kind == ExprKind::GeneratorExp;
    if (!check_feature(genexp ? Feature::GeneratorExpression : Feature::Comprehension, e)) return;
    Scope* scope = m_symbols.scope_for(&e);
    if (!scope) return fail_at("internal compiler error: no scope for comprehension", e.line);
    uint32_t index = begin_unit(scope, qualname_for(scope->name), e.line);
    u().line = e.line;
    if (!genexp) emit(build, 0);
    comprehension_generator(*gens, 0, 0, e, elt, value);
    u().line = e.line;
    if (genexp) load_const(vm::NoneLiteral{});
    emit(Op::RETURN_VALUE);
    end_unit();
    if (m_error) return;
    make_function(*scope, index, 0);
    visit_expr(*(*gens)[0].iter);
    u().line = e.line;
    emit((*gens)[0].is_async ? Op::GET_AITER : Op::GET_ITER);
    emit(Op::CALL, 1);
    // An async list/set/dict comprehension is a coroutine, awaited where it is built; an async
    // generator expression is an async generator, returned as it is.
    if (scope->is_coroutine && !genexp) emit_await(0);
}

// `await`: GET_AWAITABLE; LOAD_CONST None; YIELD_FROM (the await delegates like yield from).
void CodeGen::emit_await(uint32_t where) {
    emit(Op::GET_AWAITABLE, where);
    load_const(vm::NoneLiteral{});
    emit(Op::YIELD_FROM);
}

// One step of `async for`: the next item or, on StopAsyncIteration, a jump to `done` (the
// handler, with the async iterator and the exception on the stack, runs END_ASYNC_FOR there).
//   GET_ANEXT; LOAD_CONST None; YIELD_FROM     (handler: done)
void CodeGen::emit_async_next(int done) {
    push_handler(done);
    emit(Op::GET_ANEXT);
    load_const(vm::NoneLiteral{});
    emit(Op::YIELD_FROM);
    pop_handler();
}

void CodeGen::comprehension_generator(const std::vector<Comprehension>& gens, size_t index, uint32_t depth,
                                      const Expr& node, const Expr* elt, const Expr* value) {
    if (m_error || !enter(node)) return;
    const Comprehension& g = gens[index];
    int start = new_label(), if_cleanup = new_label(), anchor = new_label();
    if (index == 0) {
        emit(Op::LOAD_FAST, 0);  // the `.0` parameter: the outermost iterator
    } else {
        visit_expr(*g.iter);
        emit(g.is_async ? Op::GET_AITER : Op::GET_ITER);
    }
    ++depth;
    bind(start);
    int async_done = g.is_async ? new_label() : -1;
    if (g.is_async)
        emit_async_next(async_done);
    else
        emit_jump(Op::FOR_ITER, anchor);
    visit_store(*g.target);
    for (const auto& cond : g.ifs) jump_if(*cond, false, if_cleanup);
    if (index + 1 < gens.size()) {
        comprehension_generator(gens, index + 1, depth, node, elt, value);
    } else {
        visit_expr(*elt);
        switch (node.kind) {
        case ExprKind::GeneratorExp:
            emit(Op::YIELD_VALUE);
            emit(Op::POP_TOP);
            break;
        case ExprKind::ListComp: emit(Op::LIST_APPEND, depth + 1); break;
        case ExprKind::SetComp: emit(Op::SET_ADD, depth + 1); break;
        default:
            visit_expr(*value);
            emit(Op::MAP_ADD, depth + 1);
            break;
        }
    }
    bind(if_cleanup);
    emit_jump(Op::JUMP, start);
    if (g.is_async) {
        bind(async_done);
        emit(Op::END_ASYNC_FOR);
    }
    bind(anchor);
    leave();
}

// ---- f-strings ----------------------------------------------------------------------------------

void CodeGen::visit_joined_str(const JoinedStr& j) {
    if (j.values.empty()) {
        load_const(std::string());
        return;
    }
    for (const auto& v : j.values) {
        visit_expr(*v);
        if (j.values.size() != 1 && v->kind == ExprKind::FormattedValue && !u().instrs.empty() &&
            u().instrs.back().op == Op::FORMAT_VALUE)
            u().instrs.back().arg |= vm::kFormatIntoBuild;
    }
    if (j.values.size() != 1) emit(Op::BUILD_STRING, uint32_t(j.values.size()));
}

}  // namespace basilisk::compiler
