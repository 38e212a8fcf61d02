// The match statement (PEP 634), compiled as CPython 3.11's compiler does (Python/compile.c,
// compiler_match and compiler_pattern_*), so that evaluation order, which names a failed case
// leaves bound and the compile-time errors are CPython's.
//
// A pattern finds its subject on top of the stack and consumes it. Captured values are not
// stored as they are found: each is rotated under the items the pattern still works on, and the
// names are stored only once the whole pattern matched (before the guard). On a failure the
// pattern jumps to fail_pop[n], a chain of POP_TOPs that drops the n items it has pushed (work
// items plus pending captures) and falls into fail_pop[0], the next case.
#include "compiler/codegen.h"

#include <algorithm>
#include <cmath>

namespace basilisk::compiler {

using vm::Op;

struct CodeGen::PatternContext {
    std::vector<std::string> stores;  // names captured so far, in stack order (bottom first)
    bool allow_irrefutable = false;   // an irrefutable pattern is allowed here
    std::vector<int> fail_pop;        // fail_pop[n]: pop n items, then fail
    int on_top = 0;                   // items on the stack above the pending captures
};

namespace {

bool is_wildcard(const Pattern& p) { return p.kind == PatternKind::MatchAs && !p.as<MatchAs>().pattern && !p.as<MatchAs>().name; }
bool is_star_wildcard(const Pattern& p) { return p.kind == PatternKind::MatchStar && !p.as<MatchStar>().name; }

// Python's == between the constants of two mapping-pattern keys (1 == 1.0 == True).
bool same_key(const vm::Constant& a, const vm::Constant& b) {
    auto number = [](const vm::Constant& c, double& out, bool& exact_int, int64_t& iv) {
        if (auto* b = std::get_if<bool>(&c)) { iv = *b; out = double(iv); exact_int = true; return true; }
        if (auto* i = std::get_if<int64_t>(&c)) { iv = *i; out = double(*i); exact_int = true; return true; }
        if (auto* d = std::get_if<double>(&c)) { out = *d; exact_int = false; return true; }
        return false;
    };
    double da = 0, db = 0;
    bool ia = false, ib = false;
    int64_t va = 0, vb = 0;
    if (number(a, da, ia, va) && number(b, db, ib, vb)) {
        if (ia && ib) return va == vb;
        if (!ia && !ib) return da == db;
        // An int and a float: equal when the float is that integer exactly.
        double f = ia ? db : da;
        int64_t i = ia ? va : vb;
        return std::isfinite(f) && f == std::trunc(f) && f >= -9.2e18 && f <= 9.2e18 && int64_t(f) == i;
    }
    if (a.index() != b.index()) return false;
    if (auto* s = std::get_if<std::string>(&a)) return *s == std::get<std::string>(b);
    if (auto* s = std::get_if<vm::BytesLiteral>(&a)) return s->data == std::get<vm::BytesLiteral>(b).data;
    if (auto* s = std::get_if<vm::BigIntLiteral>(&a)) return s->decimal == std::get<vm::BigIntLiteral>(b).decimal;
    return std::holds_alternative<vm::NoneLiteral>(a);
}

// repr() of a literal mapping-pattern key (a Constant, or a negated number) for the duplicate-key
// error, taken from the AST dump (which writes constants as CPython's repr does).
std::string key_repr(const Expr& key, const vm::Constant& value) {
    if (auto* b = std::get_if<bool>(&value)) return *b ? "True" : "False";
    if (auto* i = std::get_if<int64_t>(&value)) return std::to_string(*i);
    if (std::holds_alternative<vm::NoneLiteral>(value)) return "None";
    std::string sign;
    const Expr* e = &key;
    while (e->kind == ExprKind::UnaryOp && e->as<UnaryOp>().op == UnaryOpKind::USub) {
        sign = sign.empty() ? "-" : "";
        e = e->as<UnaryOp>().operand.get();
    }
    std::string text = dump(*e);
    const std::string prefix = "Constant(value=";
    if (text.rfind(prefix, 0) == 0 && text.size() > prefix.size() && text.back() == ')')
        text = text.substr(prefix.size(), text.size() - prefix.size() - 1);
    return sign + text;
}

}  // namespace

void CodeGen::visit_match(const Match& m) {
    visit_expr(*m.subject);
    if (m_error) return;
    int end = new_label();
    size_t cases = m.cases.size();
    bool has_default = is_wildcard(*m.cases.back().pattern) && cases > 1;
    PatternContext pc;
    for (size_t i = 0; i < cases - (has_default ? 1 : 0) && !m_error; ++i) {
        const MatchCase& c = m.cases[i];
        u().line = c.pattern->line;
        // Only copy the subject when this is not the last case.
        bool copy = i != cases - (has_default ? 1 : 0) - 1;
        if (copy) emit(Op::COPY, 1);
        pc = PatternContext{};
        // Irrefutable cases must be either guarded, last, or both.
        pc.allow_irrefutable = c.guard != nullptr || i == cases - 1;
        pattern(*c.pattern, pc);
        if (m_error) return;
        // It's a match: store the captured names (their values are on the stack).
        for (const std::string& name : pc.stores) name_op(name, NameCtx::Store);
        if (c.guard) {
            ensure_fail_pop(pc, 0);
            jump_if(*c.guard, false, pc.fail_pop[0]);
        }
        if (copy) emit(Op::POP_TOP);
        visit_body(c.body);
        emit_jump(Op::JUMP, end);
        // A failed pattern's cleanup belongs to the pattern's line, not the body's last one.
        u().line = c.pattern->line;
        emit_and_reset_fail_pop(pc);
    }
    if (has_default && !m_error) {
        // A trailing `case _:` needs no copy of the subject.
        const MatchCase& c = m.cases.back();
        u().line = c.pattern->line;
        if (cases == 1)
            emit(Op::POP_TOP);
        else
            emit(Op::NOP);
        if (c.guard) jump_if(*c.guard, false, end);
        visit_body(c.body);
    }
    bind(end);
}

void CodeGen::ensure_fail_pop(PatternContext& pc, size_t n) {
    while (pc.fail_pop.size() < n + 1) pc.fail_pop.push_back(new_label());
}

// Pops the items on top of the stack and the captures made so far, then fails.
void CodeGen::jump_to_fail_pop(PatternContext& pc, Op op) {
    size_t pops = size_t(pc.on_top) + pc.stores.size();
    ensure_fail_pop(pc, pops);
    emit_jump(op, pc.fail_pop[pops]);
}

void CodeGen::emit_and_reset_fail_pop(PatternContext& pc) {
    if (pc.fail_pop.empty()) return;
    for (size_t i = pc.fail_pop.size() - 1; i > 0; --i) {
        bind(pc.fail_pop[i]);
        emit(Op::POP_TOP);
    }
    bind(pc.fail_pop[0]);
    pc.fail_pop.clear();
}

void CodeGen::pattern_rotate(size_t count) {
    while (count > 1) emit(Op::SWAP, uint32_t(count--));
}

void CodeGen::pattern_store_name(const std::optional<std::string>& name, PatternContext& pc, const Pattern& at) {
    if (!name) {
        emit(Op::POP_TOP);
        return;
    }
    // CPython reports these where it last was: the pattern compiled last.
    const Pattern& loc = m_last_pattern ? *m_last_pattern : at;
    if (*name == "__debug__") {
        fail("cannot assign to __debug__", loc);
        return;
    }
    if (std::find(pc.stores.begin(), pc.stores.end(), *name) != pc.stores.end()) {
        fail("multiple assignments to name '" + *name + "' in pattern", loc);
        return;
    }
    // Rotate the value underneath the items still needed.
    pattern_rotate(size_t(pc.on_top) + pc.stores.size() + 1);
    pc.stores.push_back(*name);
}

// A sub-pattern may always be irrefutable.
void CodeGen::pattern_subpattern(const Pattern& p, PatternContext& pc) {
    bool saved = pc.allow_irrefutable;
    pc.allow_irrefutable = true;
    pattern(p, pc);
    pc.allow_irrefutable = saved;
}

void CodeGen::pattern(const Pattern& p, PatternContext& pc) {
    if (m_error || !enter(p)) return;
    u().line = p.line;
    m_last_pattern = &p;
    switch (p.kind) {
    case PatternKind::MatchValue: {
        visit_expr(*p.as<MatchValue>().value);
        u().line = p.line;
        emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Eq));
        jump_to_fail_pop(pc, Op::POP_JUMP_IF_FALSE);
        break;
    }
    case PatternKind::MatchSingleton: {
        ConstantKind k = p.as<MatchSingleton>().value;
        if (k == ConstantKind::None)
            load_const(vm::NoneLiteral{});
        else
            load_const(vm::Constant{k == ConstantKind::True});
        emit(Op::IS_OP, 0);
        jump_to_fail_pop(pc, Op::POP_JUMP_IF_FALSE);
        break;
    }
    case PatternKind::MatchSequence: pattern_sequence(p.as<MatchSequence>(), pc); break;
    case PatternKind::MatchMapping: pattern_mapping(p.as<MatchMapping>(), pc); break;
    case PatternKind::MatchClass: pattern_class(p.as<MatchClass>(), pc); break;
    case PatternKind::MatchStar: pattern_store_name(p.as<MatchStar>().name, pc, p); break;
    case PatternKind::MatchAs: {
        const auto& a = p.as<MatchAs>();
        if (!a.pattern) {
            if (!pc.allow_irrefutable) {
                if (a.name)
                    fail("name capture '" + *a.name + "' makes remaining patterns unreachable", p);
                else
                    fail("wildcard makes remaining patterns unreachable", p);
                break;
            }
            pattern_store_name(a.name, pc, p);
            break;
        }
        // Keep a copy to store once the sub-pattern matched.
        ++pc.on_top;
        emit(Op::COPY, 1);
        pattern(*a.pattern, pc);
        --pc.on_top;
        pattern_store_name(a.name, pc, p);
        break;
    }
    case PatternKind::MatchOr: pattern_or(p.as<MatchOr>(), pc); break;
    }
    leave();
}

void CodeGen::pattern_or(const MatchOr& p, PatternContext& pc) {
    int end = new_label();
    PatternContext old = std::move(pc);
    // The names bound by the first alternative: the others must bind the same ones, and their
    // values are reordered on the stack to this order.
    std::vector<std::string> control;
    size_t size = p.patterns.size();
    for (size_t i = 0; i < size && !m_error; ++i) {
        const Pattern& alt = *p.patterns[i];
        u().line = alt.line;
        pc = PatternContext{};
        // An irrefutable alternative must be last, if it is allowed at all.
        pc.allow_irrefutable = i == size - 1 && old.allow_irrefutable;
        emit(Op::COPY, 1);
        pattern(alt, pc);
        if (m_error) return;
        size_t nstores = pc.stores.size();
        if (i == 0) {
            control = pc.stores;
        } else if (nstores != control.size()) {
            fail("alternative patterns bind different names", *m_last_pattern);
            return;
        } else if (nstores) {
            for (size_t icontrol = nstores; icontrol-- > 0;) {
                const std::string& name = control[icontrol];
                auto found = std::find(pc.stores.begin(), pc.stores.end(), name);
                if (found == pc.stores.end()) {
                    fail("alternative patterns bind different names", *m_last_pattern);
                    return;
                }
                size_t istores = size_t(found - pc.stores.begin());
                if (icontrol != istores) {
                    // Move the first istores+1 names (and values) up to end at icontrol.
                    size_t rotations = istores + 1;
                    std::vector<std::string> rotated(pc.stores.begin(), pc.stores.begin() + ptrdiff_t(rotations));
                    pc.stores.erase(pc.stores.begin(), pc.stores.begin() + ptrdiff_t(rotations));
                    pc.stores.insert(pc.stores.begin() + ptrdiff_t(icontrol - istores), rotated.begin(), rotated.end());
                    while (rotations--) pattern_rotate(icontrol + 1);
                }
            }
        }
        emit_jump(Op::JUMP, end);
        emit_and_reset_fail_pop(pc);
    }
    if (m_error) return;
    pc = std::move(old);
    // No alternative matched: pop the remaining copy of the subject and fail.
    emit(Op::POP_TOP);
    jump_to_fail_pop(pc, Op::JUMP);
    bind(end);
    // Between the new captures and where they belong: the subject's copy, the items on top and
    // the earlier captures.
    size_t nstores = control.size();
    size_t nrots = nstores + 1 + size_t(pc.on_top) + pc.stores.size();
    for (size_t i = 0; i < nstores; ++i) {
        pattern_rotate(nrots);
        const std::string& name = control[i];
        if (std::find(pc.stores.begin(), pc.stores.end(), name) != pc.stores.end()) {
            fail("multiple assignments to name '" + name + "' in pattern", *m_last_pattern);
            return;
        }
        pc.stores.push_back(name);
    }
    emit(Op::POP_TOP);  // the copy of the subject
}

void CodeGen::pattern_sequence(const MatchSequence& p, PatternContext& pc) {
    const PatternList& patterns = p.patterns;
    size_t size = patterns.size();
    size_t star = SIZE_MAX;
    bool only_wildcard = true, star_wildcard = false;
    for (size_t i = 0; i < size; ++i) {
        const Pattern& sub = *patterns[i];
        if (sub.kind == PatternKind::MatchStar) {
            if (star != SIZE_MAX) {
                fail("multiple starred names in sequence pattern", p);
                return;
            }
            star_wildcard = is_star_wildcard(sub);
            only_wildcard = only_wildcard && star_wildcard;
            star = i;
            continue;
        }
        only_wildcard = only_wildcard && is_wildcard(sub);
    }
    // The subject stays on top during the sequence and length checks.
    ++pc.on_top;
    emit(Op::MATCH_SEQUENCE);
    jump_to_fail_pop(pc, Op::POP_JUMP_IF_FALSE);
    if (star == SIZE_MAX) {
        emit(Op::GET_LEN);
        load_const(vm::Constant{int64_t(size)});
        emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Eq));
        jump_to_fail_pop(pc, Op::POP_JUMP_IF_FALSE);
    } else if (size > 1) {
        emit(Op::GET_LEN);
        load_const(vm::Constant{int64_t(size - 1)});
        emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Ge));
        jump_to_fail_pop(pc, Op::POP_JUMP_IF_FALSE);
    }
    // What comes next consumes the subject.
    --pc.on_top;
    if (only_wildcard) {
        // [] / [_] / [_, _] / [*_] / [_, *_] ...
        emit(Op::POP_TOP);
    } else if (star_wildcard) {
        // Index the items needed instead of unpacking a long sequence.
        ++pc.on_top;
        for (size_t i = 0; i < size && !m_error; ++i) {
            const Pattern& sub = *patterns[i];
            if (is_wildcard(sub) || i == star) continue;
            emit(Op::COPY, 1);
            if (i < star) {
                load_const(vm::Constant{int64_t(i)});
            } else {
                // The subject may not support negative indexing: compute a nonnegative index.
                emit(Op::GET_LEN);
                load_const(vm::Constant{int64_t(size - i)});
                emit(Op::BINARY_OP, uint32_t(vm::BinaryOp::Sub));
            }
            emit(Op::BINARY_SUBSCR);
            pattern_subpattern(sub, pc);
        }
        --pc.on_top;
        emit(Op::POP_TOP);
    } else {
        if (star == SIZE_MAX) {
            emit(Op::UNPACK_SEQUENCE, uint32_t(size));
        } else {
            size_t before = star, after = size - star - 1;
            if (before >= 256 || after >= (1u << 16)) {
                fail("too many expressions in star-unpacking assignment", p);
                return;
            }
            emit(Op::UNPACK_EX, uint32_t(before | (after << 8)));
        }
        pc.on_top += int(size);
        for (size_t i = 0; i < size && !m_error; ++i) {
            --pc.on_top;
            pattern_subpattern(*patterns[i], pc);
        }
    }
}

void CodeGen::pattern_mapping(const MatchMapping& p, PatternContext& pc) {
    size_t size = p.keys.size();
    // The subject stays on top during the mapping and length checks.
    ++pc.on_top;
    emit(Op::MATCH_MAPPING);
    jump_to_fail_pop(pc, Op::POP_JUMP_IF_FALSE);
    if (size == 0 && !p.rest) {
        // `{}`: done.
        --pc.on_top;
        emit(Op::POP_TOP);
        return;
    }
    if (size) {
        emit(Op::GET_LEN);
        load_const(vm::Constant{int64_t(size)});
        emit(Op::COMPARE_OP, uint32_t(vm::CompareOp::Ge));
        jump_to_fail_pop(pc, Op::POP_JUMP_IF_FALSE);
    }
    // The keys, literals or dotted names, into a tuple for MATCH_KEYS (and **rest). Duplicate
    // literal keys are a SyntaxError.
    std::vector<vm::Constant> seen;
    for (size_t i = 0; i < size && !m_error; ++i) {
        const Expr& key = *p.keys[i];
        if (key.kind != ExprKind::Attribute) {
            std::optional<vm::Constant> k = constant_of(key);
            if (!k) {
                fail("mapping pattern keys may only match literals and attribute lookups", p);
                return;
            }
            for (const vm::Constant& s : seen) {
                if (same_key(s, *k)) {
                    fail("mapping pattern checks duplicate key (" + key_repr(key, *k) + ")", p);
                    return;
                }
            }
            seen.push_back(*k);
        }
        visit_expr(key);
    }
    if (m_error) return;
    u().line = p.line;
    emit(Op::BUILD_TUPLE, uint32_t(size));
    emit(Op::MATCH_KEYS);
    // A tuple of keys and a tuple of values (or None) are on top of the subject now.
    pc.on_top += 2;
    emit(Op::COPY, 1);
    jump_to_fail_pop(pc, Op::POP_JUMP_IF_NONE);
    emit(Op::UNPACK_SEQUENCE, uint32_t(size));
    pc.on_top += int(size) - 1;
    for (size_t i = 0; i < size && !m_error; ++i) {
        --pc.on_top;
        pattern_subpattern(*p.patterns[i], pc);
    }
    if (m_error) return;
    // Matched: what follows consumes the tuple of keys and the subject.
    pc.on_top -= 2;
    if (p.rest) {
        // rest = dict(subject) without the matched keys.
        emit(Op::BUILD_MAP, 0);                  // subject keys {}
        emit(Op::SWAP, 3);                       // {} keys subject
        emit(Op::DICT_UPDATE, 2);                // copy keys
        emit(Op::UNPACK_SEQUENCE, uint32_t(size));  // copy key_n .. key_1
        for (size_t left = size; left > 0; --left) {
            emit(Op::COPY, uint32_t(1 + left));  // copy keys.. copy
            emit(Op::SWAP, 2);                   // copy keys.. copy key
            emit(Op::DELETE_SUBSCR);             // copy keys..
        }
        pattern_store_name(p.rest, pc, p);
    } else {
        emit(Op::POP_TOP);  // the tuple of keys
        emit(Op::POP_TOP);  // the subject
    }
}

void CodeGen::pattern_class(const MatchClass& p, PatternContext& pc) {
    size_t nargs = p.patterns.size(), nattrs = p.kwd_attrs.size();
    for (size_t i = 0; i < nattrs; ++i) {
        const std::string& attr = p.kwd_attrs[i];
        if (attr == "__debug__") {
            fail("cannot assign to __debug__", *p.kwd_patterns[i]);
            return;
        }
        for (size_t j = i + 1; j < nattrs; ++j) {
            if (p.kwd_attrs[j] == attr) {
                fail("attribute name repeated in class pattern: " + attr, *p.kwd_patterns[j]);
                return;
            }
        }
    }
    visit_expr(*p.cls);
    u().line = p.line;
    auto names = std::make_shared<vm::ConstTuple>();
    for (const auto& a : p.kwd_attrs) names->items.push_back(a);
    load_const(std::shared_ptr<const vm::ConstTuple>(std::move(names)));
    emit(Op::MATCH_CLASS, uint32_t(nargs));
    // A tuple of nargs + nattrs attributes, or None.
    ++pc.on_top;
    emit(Op::COPY, 1);
    jump_to_fail_pop(pc, Op::POP_JUMP_IF_NONE);
    emit(Op::UNPACK_SEQUENCE, uint32_t(nargs + nattrs));
    pc.on_top += int(nargs + nattrs) - 1;
    for (size_t i = 0; i < nargs + nattrs && !m_error; ++i) {
        --pc.on_top;
        const Pattern& sub = i < nargs ? *p.patterns[i] : *p.kwd_patterns[i - nargs];
        if (is_wildcard(sub)) {
            emit(Op::POP_TOP);
            continue;
        }
        pattern_subpattern(sub, pc);
    }
}

}  // namespace basilisk::compiler
