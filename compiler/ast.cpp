#include "compiler/ast.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace basilisk::compiler {

void NodeArena::refill(size_t size) {
    // Chunks grow with the tree (4 KiB, 8 KiB, ... 64 KiB), so a big module makes few of them.
    size_t chunk = size_t(4096) << std::min<size_t>(m_chunks.size(), 4);
    if (chunk < size) chunk = size;
    m_chunks.push_back(std::make_unique_for_overwrite<unsigned char[]>(chunk));
    m_next = m_chunks.back().get();
    m_left = chunk;
}


const char* binop_name(BinOpKind op) {
    static constexpr const char* kNames[] = {"Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow",
                                             "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv"};
    return kNames[static_cast<int>(op)];
}
const char* binop_symbol(BinOpKind op) {
    static constexpr const char* kNames[] = {"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"};
    return kNames[static_cast<int>(op)];
}
const char* unaryop_name(UnaryOpKind op) {
    static constexpr const char* kNames[] = {"Invert", "Not", "UAdd", "USub"};
    return kNames[static_cast<int>(op)];
}
const char* cmpop_name(CmpOpKind op) {
    static constexpr const char* kNames[] = {"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"};
    return kNames[static_cast<int>(op)];
}
const char* cmpop_symbol(CmpOpKind op) {
    static constexpr const char* kNames[] = {"==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in"};
    return kNames[static_cast<int>(op)];
}
const char* expr_kind_name(ExprKind kind) {
    static constexpr const char* kNames[] = {
        "BoolOp", "NamedExpr", "BinOp", "UnaryOp", "Lambda", "IfExp", "Dict", "Set", "ListComp",
        "SetComp", "DictComp", "GeneratorExp", "Await", "Yield", "YieldFrom", "Compare", "Call",
        "FormattedValue", "JoinedStr", "Constant", "Attribute", "Subscript", "Starred", "Name",
        "List", "Tuple", "Slice"};
    return kNames[static_cast<int>(kind)];
}
const char* stmt_kind_name(StmtKind kind) {
    static constexpr const char* kNames[] = {
        "FunctionDef", "ClassDef", "Return", "Delete", "Assign", "AugAssign", "AnnAssign", "For",
        "While", "If", "With", "Match", "Raise", "Try", "Assert", "Import", "ImportFrom", "Global",
        "Nonlocal", "Expr", "Pass", "Break", "Continue"};
    return kNames[static_cast<int>(kind)];
}

namespace {

std::string repr_str(const std::string& s) {
    bool has_single = s.find('\'') != std::string::npos;
    bool has_double = s.find('"') != std::string::npos;
    char q = has_single && !has_double ? '"' : '\'';
    std::string out(1, q);
    for (unsigned char c : s) {
        if (c == q || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    out += q;
    return out;
}

std::string repr_bytes(const std::string& s) {
    bool has_single = s.find('\'') != std::string::npos;
    bool has_double = s.find('"') != std::string::npos;
    char q = has_single && !has_double ? '"' : '\'';
    std::string out = "b";
    out += q;
    for (unsigned char c : s) {
        if (c == q || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c >= 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    out += q;
    return out;
}

// Python's float repr: shortest round-trip digits, scientific notation outside 1e-4 <= |x| < 1e16.
std::string repr_float(double d) {
    if (std::isnan(d)) return "nan";
    if (std::isinf(d)) return d < 0 ? "-inf" : "inf";
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
    std::string sci(buf, res.ptr);
    bool neg = sci[0] == '-';
    if (neg) sci.erase(0, 1);
    size_t e = sci.find('e');
    std::string mant = sci.substr(0, e);
    int exp = std::stoi(sci.substr(e + 1));
    std::string digits;
    for (char c : mant) {
        if (c != '.') digits += c;
    }
    std::string out;
    if (exp < -4 || exp >= 16) {
        out = digits.substr(0, 1);
        if (digits.size() > 1) out += "." + digits.substr(1);
        char eb[16];
        std::snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
        out += eb;
    } else if (exp < 0) {
        out = "0." + std::string(static_cast<size_t>(-exp - 1), '0') + digits;
    } else {
        size_t int_len = static_cast<size_t>(exp) + 1;
        if (digits.size() <= int_len) {
            out = digits + std::string(int_len - digits.size(), '0') + ".0";
        } else {
            out = digits.substr(0, int_len) + "." + digits.substr(int_len);
        }
    }
    return neg ? "-" + out : out;
}

class Dumper {
public:
    std::string out;

    void expr(const Expr* e) {
        if (!e) {
            out += "None";
            return;
        }
        switch (e->kind) {
        case ExprKind::BoolOp: {
            auto& n = e->as<BoolOp>();
            open("BoolOp");
            field("op");
            out += n.op == BoolOpKind::And ? "And()" : "Or()";
            field("values");
            exprs(n.values);
            break;
        }
        case ExprKind::NamedExpr: {
            auto& n = e->as<NamedExpr>();
            open("NamedExpr");
            field("target"); expr(n.target.get());
            field("value"); expr(n.value.get());
            break;
        }
        case ExprKind::BinOp: {
            auto& n = e->as<BinOp>();
            open("BinOp");
            field("left"); expr(n.left.get());
            field("op"); out += std::string(binop_name(n.op)) + "()";
            field("right"); expr(n.right.get());
            break;
        }
        case ExprKind::UnaryOp: {
            auto& n = e->as<UnaryOp>();
            open("UnaryOp");
            field("op"); out += std::string(unaryop_name(n.op)) + "()";
            field("operand"); expr(n.operand.get());
            break;
        }
        case ExprKind::Lambda: {
            auto& n = e->as<Lambda>();
            open("Lambda");
            field("args"); arguments(n.args);
            field("body"); expr(n.body.get());
            break;
        }
        case ExprKind::IfExp: {
            auto& n = e->as<IfExp>();
            open("IfExp");
            field("test"); expr(n.test.get());
            field("body"); expr(n.body.get());
            field("orelse"); expr(n.orelse.get());
            break;
        }
        case ExprKind::Dict: {
            auto& n = e->as<Dict>();
            open("Dict");
            field("keys"); exprs(n.keys);
            field("values"); exprs(n.values);
            break;
        }
        case ExprKind::Set: open("Set"); field("elts"); exprs(e->as<Set>().elts); break;
        case ExprKind::ListComp:
            open("ListComp"); field("elt"); expr(e->as<ListComp>().elt.get());
            field("generators"); comprehensions(e->as<ListComp>().generators);
            break;
        case ExprKind::SetComp:
            open("SetComp"); field("elt"); expr(e->as<SetComp>().elt.get());
            field("generators"); comprehensions(e->as<SetComp>().generators);
            break;
        case ExprKind::GeneratorExp:
            open("GeneratorExp"); field("elt"); expr(e->as<GeneratorExp>().elt.get());
            field("generators"); comprehensions(e->as<GeneratorExp>().generators);
            break;
        case ExprKind::DictComp: {
            auto& n = e->as<DictComp>();
            open("DictComp");
            field("key"); expr(n.key.get());
            field("value"); expr(n.value.get());
            field("generators"); comprehensions(n.generators);
            break;
        }
        case ExprKind::Await: open("Await"); field("value"); expr(e->as<Await>().value.get()); break;
        case ExprKind::Yield: open("Yield"); opt("value", e->as<Yield>().value.get()); break;
        case ExprKind::YieldFrom: open("YieldFrom"); field("value"); expr(e->as<YieldFrom>().value.get()); break;
        case ExprKind::Compare: {
            auto& n = e->as<Compare>();
            open("Compare");
            field("left"); expr(n.left.get());
            field("ops");
            out += "[";
            for (size_t i = 0; i < n.ops.size(); ++i) {
                if (i) out += ", ";
                out += std::string(cmpop_name(n.ops[i])) + "()";
            }
            out += "]";
            field("comparators"); exprs(n.comparators);
            break;
        }
        case ExprKind::Call: {
            auto& n = e->as<Call>();
            open("Call");
            field("func"); expr(n.func.get());
            field("args"); exprs(n.args);
            field("keywords"); keywords(n.keywords);
            break;
        }
        case ExprKind::FormattedValue: {
            auto& n = e->as<FormattedValue>();
            open("FormattedValue");
            field("value"); expr(n.value.get());
            field("conversion"); out += std::to_string(n.conversion);
            opt("format_spec", n.format_spec.get());
            break;
        }
        case ExprKind::JoinedStr: open("JoinedStr"); field("values"); exprs(e->as<JoinedStr>().values); break;
        case ExprKind::Constant: open("Constant"); field("value"); constant(e->as<Constant>()); break;
        case ExprKind::Attribute: {
            auto& n = e->as<Attribute>();
            open("Attribute");
            field("value"); expr(n.value.get());
            field("attr"); out += repr_str(n.attr);
            ctx(n.ctx);
            break;
        }
        case ExprKind::Subscript: {
            auto& n = e->as<Subscript>();
            open("Subscript");
            field("value"); expr(n.value.get());
            field("slice"); expr(n.slice.get());
            ctx(n.ctx);
            break;
        }
        case ExprKind::Starred:
            open("Starred"); field("value"); expr(e->as<Starred>().value.get()); ctx(e->as<Starred>().ctx);
            break;
        case ExprKind::Name:
            open("Name"); field("id"); out += repr_str(e->as<Name>().id); ctx(e->as<Name>().ctx);
            break;
        case ExprKind::List: open("List"); field("elts"); exprs(e->as<List>().elts); ctx(e->as<List>().ctx); break;
        case ExprKind::Tuple: open("Tuple"); field("elts"); exprs(e->as<Tuple>().elts); ctx(e->as<Tuple>().ctx); break;
        case ExprKind::Slice: {
            auto& n = e->as<Slice>();
            open("Slice");
            opt("lower", n.lower.get());
            opt("upper", n.upper.get());
            opt("step", n.step.get());
            break;
        }
        }
        close();
    }

    void stmt(const Stmt& s) {
        switch (s.kind) {
        case StmtKind::FunctionDef: {
            auto& n = s.as<FunctionDef>();
            open(n.is_async ? "AsyncFunctionDef" : "FunctionDef");
            field("name"); out += repr_str(n.name);
            field("args"); arguments(n.args);
            field("body"); stmts(n.body);
            field("decorator_list"); exprs(n.decorator_list);
            opt("returns", n.returns.get());
            break;
        }
        case StmtKind::ClassDef: {
            auto& n = s.as<ClassDef>();
            open("ClassDef");
            field("name"); out += repr_str(n.name);
            field("bases"); exprs(n.bases);
            field("keywords"); keywords(n.keywords);
            field("body"); stmts(n.body);
            field("decorator_list"); exprs(n.decorator_list);
            break;
        }
        case StmtKind::Return: open("Return"); opt("value", s.as<Return>().value.get()); break;
        case StmtKind::Delete: open("Delete"); field("targets"); exprs(s.as<Delete>().targets); break;
        case StmtKind::Assign:
            open("Assign"); field("targets"); exprs(s.as<Assign>().targets);
            field("value"); expr(s.as<Assign>().value.get());
            break;
        case StmtKind::AugAssign: {
            auto& n = s.as<AugAssign>();
            open("AugAssign");
            field("target"); expr(n.target.get());
            field("op"); out += std::string(binop_name(n.op)) + "()";
            field("value"); expr(n.value.get());
            break;
        }
        case StmtKind::AnnAssign: {
            auto& n = s.as<AnnAssign>();
            open("AnnAssign");
            field("target"); expr(n.target.get());
            field("annotation"); expr(n.annotation.get());
            opt("value", n.value.get());
            field("simple"); out += n.simple ? "1" : "0";
            break;
        }
        case StmtKind::For: {
            auto& n = s.as<For>();
            open(n.is_async ? "AsyncFor" : "For");
            field("target"); expr(n.target.get());
            field("iter"); expr(n.iter.get());
            field("body"); stmts(n.body);
            field("orelse"); stmts(n.orelse);
            break;
        }
        case StmtKind::While:
            open("While"); field("test"); expr(s.as<While>().test.get());
            field("body"); stmts(s.as<While>().body);
            field("orelse"); stmts(s.as<While>().orelse);
            break;
        case StmtKind::If:
            open("If"); field("test"); expr(s.as<If>().test.get());
            field("body"); stmts(s.as<If>().body);
            field("orelse"); stmts(s.as<If>().orelse);
            break;
        case StmtKind::With: {
            auto& n = s.as<With>();
            open(n.is_async ? "AsyncWith" : "With");
            field("items");
            out += "[";
            for (size_t i = 0; i < n.items.size(); ++i) {
                if (i) out += ", ";
                open("withitem");
                field("context_expr"); expr(n.items[i].context_expr.get());
                opt("optional_vars", n.items[i].optional_vars.get());
                close();
            }
            out += "]";
            field("body"); stmts(n.body);
            break;
        }
        case StmtKind::Match: {
            auto& n = s.as<Match>();
            open("Match");
            field("subject"); expr(n.subject.get());
            field("cases");
            out += "[";
            for (size_t i = 0; i < n.cases.size(); ++i) {
                if (i) out += ", ";
                open("match_case");
                field("pattern"); pattern(*n.cases[i].pattern);
                opt("guard", n.cases[i].guard.get());
                field("body"); stmts(n.cases[i].body);
                close();
            }
            out += "]";
            break;
        }
        case StmtKind::Raise:
            open("Raise"); opt("exc", s.as<Raise>().exc.get()); opt("cause", s.as<Raise>().cause.get());
            break;
        case StmtKind::Try: {
            auto& n = s.as<Try>();
            open(n.is_star ? "TryStar" : "Try");
            field("body"); stmts(n.body);
            field("handlers");
            out += "[";
            for (size_t i = 0; i < n.handlers.size(); ++i) {
                if (i) out += ", ";
                open("ExceptHandler");
                opt("type", n.handlers[i].type.get());
                if (n.handlers[i].name) {
                    field("name");
                    out += repr_str(*n.handlers[i].name);
                }
                field("body"); stmts(n.handlers[i].body);
                close();
            }
            out += "]";
            field("orelse"); stmts(n.orelse);
            field("finalbody"); stmts(n.finalbody);
            break;
        }
        case StmtKind::Assert:
            open("Assert"); field("test"); expr(s.as<Assert>().test.get()); opt("msg", s.as<Assert>().msg.get());
            break;
        case StmtKind::Import: open("Import"); field("names"); aliases(s.as<Import>().names); break;
        case StmtKind::ImportFrom: {
            auto& n = s.as<ImportFrom>();
            open("ImportFrom");
            if (n.module) {
                field("module");
                out += repr_str(*n.module);
            }
            field("names"); aliases(n.names);
            field("level"); out += std::to_string(n.level);
            break;
        }
        case StmtKind::Global: open("Global"); field("names"); strings(s.as<Global>().names); break;
        case StmtKind::Nonlocal: open("Nonlocal"); field("names"); strings(s.as<Nonlocal>().names); break;
        case StmtKind::Expr: open("Expr"); field("value"); expr(s.as<ExprStmt>().value.get()); break;
        case StmtKind::Pass: open("Pass"); break;
        case StmtKind::Break: open("Break"); break;
        case StmtKind::Continue: open("Continue"); break;
        }
        close();
    }

    void stmts(const StmtList& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            stmt(*list[i]);
        }
        out += "]";
    }

private:
    std::vector<bool> m_first;

    void open(const char* name) {
        out += name;
        out += "(";
        m_first.push_back(true);
    }
    void close() {
        out += ")";
        m_first.pop_back();
    }
    void field(const char* name) {
        if (!m_first.back()) out += ", ";
        m_first.back() = false;
        out += name;
        out += "=";
    }
    void opt(const char* name, const Expr* e) {
        if (!e) return;
        field(name);
        expr(e);
    }
    void ctx(ExprContext c) {
        field("ctx");
        out += c == ExprContext::Load ? "Load()" : c == ExprContext::Store ? "Store()" : "Del()";
    }
    void exprs(const ExprList& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            expr(list[i].get());
        }
        out += "]";
    }
    void strings(const std::vector<std::string>& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            out += repr_str(list[i]);
        }
        out += "]";
    }
    void constant(const Constant& c) {
        switch (c.value_kind) {
        case ConstantKind::None: out += "None"; break;
        case ConstantKind::True: out += "True"; break;
        case ConstantKind::False: out += "False"; break;
        case ConstantKind::Ellipsis: out += "Ellipsis"; break;
        case ConstantKind::Int: out += c.int_is_big ? c.int_text : std::to_string(c.int_value); break;
        case ConstantKind::Float: out += repr_float(c.float_value); break;
        case ConstantKind::Str: out += repr_str(c.str_value); break;
        case ConstantKind::Bytes: out += repr_bytes(c.str_value); break;
        }
    }
    void arg(const Arg& a) {
        open("arg");
        field("arg");
        out += repr_str(a.arg);
        opt("annotation", a.annotation.get());
        close();
    }
    void args_list(const std::vector<Arg>& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            arg(list[i]);
        }
        out += "]";
    }
    void arguments(const Arguments& a) {
        open("arguments");
        field("posonlyargs"); args_list(a.posonlyargs);
        field("args"); args_list(a.args);
        if (a.vararg) {
            field("vararg");
            arg(*a.vararg);
        }
        field("kwonlyargs"); args_list(a.kwonlyargs);
        field("kw_defaults"); exprs(a.kw_defaults);
        if (a.kwarg) {
            field("kwarg");
            arg(*a.kwarg);
        }
        field("defaults"); exprs(a.defaults);
        close();
    }
    void keywords(const std::vector<Keyword>& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            open("keyword");
            if (list[i].arg) {
                field("arg");
                out += repr_str(*list[i].arg);
            }
            field("value"); expr(list[i].value.get());
            close();
        }
        out += "]";
    }
    void comprehensions(const std::vector<Comprehension>& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            open("comprehension");
            field("target"); expr(list[i].target.get());
            field("iter"); expr(list[i].iter.get());
            field("ifs"); exprs(list[i].ifs);
            field("is_async"); out += list[i].is_async ? "1" : "0";
            close();
        }
        out += "]";
    }
    void aliases(const std::vector<Alias>& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            open("alias");
            field("name"); out += repr_str(list[i].name);
            if (list[i].asname) {
                field("asname");
                out += repr_str(*list[i].asname);
            }
            close();
        }
        out += "]";
    }
    void patterns(const PatternList& list) {
        out += "[";
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            pattern(*list[i]);
        }
        out += "]";
    }
    void opt_name(const char* name, const std::optional<std::string>& s) {
        if (!s) return;
        field(name);
        out += repr_str(*s);
    }
    void pattern(const Pattern& p) {
        switch (p.kind) {
        case PatternKind::MatchValue: open("MatchValue"); field("value"); expr(p.as<MatchValue>().value.get()); break;
        case PatternKind::MatchSingleton: {
            open("MatchSingleton");
            field("value");
            auto v = p.as<MatchSingleton>().value;
            out += v == ConstantKind::None ? "None" : v == ConstantKind::True ? "True" : "False";
            break;
        }
        case PatternKind::MatchSequence: open("MatchSequence"); field("patterns"); patterns(p.as<MatchSequence>().patterns); break;
        case PatternKind::MatchMapping: {
            auto& n = p.as<MatchMapping>();
            open("MatchMapping");
            field("keys"); exprs(n.keys);
            field("patterns"); patterns(n.patterns);
            opt_name("rest", n.rest);
            break;
        }
        case PatternKind::MatchClass: {
            auto& n = p.as<MatchClass>();
            open("MatchClass");
            field("cls"); expr(n.cls.get());
            field("patterns"); patterns(n.patterns);
            field("kwd_attrs"); strings(n.kwd_attrs);
            field("kwd_patterns"); patterns(n.kwd_patterns);
            break;
        }
        case PatternKind::MatchStar: open("MatchStar"); opt_name("name", p.as<MatchStar>().name); break;
        case PatternKind::MatchAs: {
            auto& n = p.as<MatchAs>();
            open("MatchAs");
            if (n.pattern) {
                field("pattern");
                pattern(*n.pattern);
            }
            opt_name("name", n.name);
            break;
        }
        case PatternKind::MatchOr: open("MatchOr"); field("patterns"); patterns(p.as<MatchOr>().patterns); break;
        }
        close();
    }
};

}  // namespace

std::string dump(const Module& module) {
    Dumper d;
    d.out += "Module(body=";
    d.stmts(module.body);
    d.out += ", type_ignores=[])";
    return d.out;
}

std::string dump(const Expr& expr) {
    Dumper d;
    d.expr(&expr);
    return d.out;
}

std::string dump(const Stmt& stmt) {
    Dumper d;
    d.stmt(stmt);
    return d.out;
}

}  // namespace basilisk::compiler
