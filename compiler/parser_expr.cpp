// Expression rules of the recursive-descent parser, following the precedence levels of CPython's
// grammar (expression > disjunction > ... > primary > atom).
#include <charconv>
#include <cstdlib>
#include <cstring>

#include "compiler/parser_internal.h"

namespace basilisk::compiler::detail {

namespace {

// Adds `count` links of a left-leaning chain (a+b+c..., a.b.c..., f()()()) to the nesting budget:
// the parser builds them iteratively but the resulting tree is as deep as the chain is long, and
// later passes walk it recursively.
struct ChainBudget {
    int& depth;
    int added = 0;
    explicit ChainBudget(int& d) : depth(d) {}
    ~ChainBudget() { depth -= added; }
    bool add() {
        ++depth;
        ++added;
        return depth <= kMaxParserDepth;
    }
};

struct ParenLevel {
    int& level;
    explicit ParenLevel(int& l) : level(l) { ++level; }
    ~ParenLevel() { --level; }
};

// The words CPython uses for an expression in "cannot assign to ..." messages.
const char* expr_description(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Attribute: return "attribute";
    case ExprKind::Subscript: return "subscript";
    case ExprKind::Starred: return "starred";
    case ExprKind::Name: return "name";
    case ExprKind::List: return "list";
    case ExprKind::Tuple: return "tuple";
    case ExprKind::Lambda: return "lambda";
    case ExprKind::Call: return "function call";
    case ExprKind::BoolOp:
    case ExprKind::BinOp:
    case ExprKind::UnaryOp: return "expression";
    case ExprKind::GeneratorExp: return "generator expression";
    case ExprKind::Yield:
    case ExprKind::YieldFrom: return "yield expression";
    case ExprKind::Await: return "await expression";
    case ExprKind::ListComp: return "list comprehension";
    case ExprKind::SetComp: return "set comprehension";
    case ExprKind::DictComp: return "dict comprehension";
    case ExprKind::Dict: return "dict literal";
    case ExprKind::Set: return "set display";
    case ExprKind::JoinedStr:
    case ExprKind::FormattedValue: return "f-string expression";
    case ExprKind::Constant: {
        switch (e.as<Constant>().value_kind) {
        case ConstantKind::None: return "None";
        case ConstantKind::True: return "True";
        case ConstantKind::False: return "False";
        case ConstantKind::Ellipsis: return "ellipsis";
        default: return "literal";
        }
    }
    case ExprKind::Compare: return "comparison";
    case ExprKind::IfExp: return "conditional expression";
    case ExprKind::NamedExpr: return "named expression";
    case ExprKind::Slice: return "slice";
    }
    return "expression";
}

}  // namespace

void Parser::set_context(Expr& e, ExprContext ctx, bool here_hint) {
    switch (e.kind) {
    case ExprKind::Name: e.as<Name>().ctx = ctx; return;
    case ExprKind::Attribute: e.as<Attribute>().ctx = ctx; return;
    case ExprKind::Subscript: e.as<Subscript>().ctx = ctx; return;
    case ExprKind::Starred:
        if (ctx == ExprContext::Del) fail_at(e, "cannot delete starred");
        e.as<Starred>().ctx = ctx;
        set_context(*e.as<Starred>().value, ctx);
        return;
    case ExprKind::List:
        e.as<List>().ctx = ctx;
        for (auto& elt : e.as<List>().elts) set_context(*elt, ctx);
        return;
    case ExprKind::Tuple:
        e.as<Tuple>().ctx = ctx;
        for (auto& elt : e.as<Tuple>().elts) set_context(*elt, ctx);
        return;
    default: break;
    }
    std::string what = expr_description(e);
    if (ctx == ExprContext::Del) fail_at(e, "cannot delete " + what);
    bool is_singleton = e.kind == ExprKind::Constant &&
                        (e.as<Constant>().value_kind == ConstantKind::None ||
                         e.as<Constant>().value_kind == ConstantKind::True ||
                         e.as<Constant>().value_kind == ConstantKind::False);
    if (here_hint && !is_singleton) {
        fail_at(e, "cannot assign to " + what + " here. Maybe you meant '==' instead of '='?");
    }
    fail_at(e, "cannot assign to " + what);
}

bool Parser::at_expression_start() {
    const Token& t = tok();
    switch (t.kind) {
    case TokenKind::Number:
    case TokenKind::String:
    case TokenKind::FStringStart: return true;
    case TokenKind::Name:
        if (!is_keyword(t.text)) return true;
        return t.text == "not" || t.text == "lambda" || t.text == "await" || t.text == "None" ||
               t.text == "True" || t.text == "False";
    case TokenKind::Op:
        return t.text == "(" || t.text == "[" || t.text == "{" || t.text == "-" || t.text == "+" ||
               t.text == "~" || t.text == "...";
    default: return false;
    }
}

// Inside brackets, two expressions in a row most likely miss a comma between them.
void Parser::check_missing_comma(const Expr& element) {
    if (m_paren_level <= 0 || !at_expression_start()) return;
    // `print "x"`-style name followed by a string is left to the generic error, as CPython does.
    if (element.kind == ExprKind::Name &&
        (tok().kind == TokenKind::String || tok().kind == TokenKind::FStringStart)) {
        return;
    }
    size_t save = m_pos;
    int end_line = 0, end_col = 0;
    bool parsed = false;
    try {
        parse_expression();
        end_line = prev().end_line;
        end_col = prev().end_col;
        parsed = true;
    } catch (const ParseFailure&) {
    }
    m_pos = save;
    if (!parsed) return;
    fail("invalid syntax. Perhaps you forgot a comma?", element.line, element.col, end_line, end_col);
}

ExprPtr Parser::parse_star_expression() {
    if (at_op("*")) {
        const Token& star = advance();
        auto n = start_at<Starred>(star);
        n->value = parse_bitwise_or();
        return finish(std::move(n));
    }
    return parse_expression();
}

ExprPtr Parser::parse_star_expressions() {
    ExprPtr first = parse_star_expression();
    if (!at_op(",")) return first;
    auto tup = start_at<Tuple>(*first);
    tup->elts.push_back(std::move(first));
    while (accept_op(",")) {
        if (!at_expression_start() && !at_op("*")) break;
        tup->elts.push_back(parse_star_expression());
    }
    return finish(std::move(tup));
}

ExprPtr Parser::parse_expressions() {
    ExprPtr first = parse_expression();
    if (!at_op(",")) return first;
    auto tup = start_at<Tuple>(*first);
    tup->elts.push_back(std::move(first));
    while (accept_op(",")) {
        if (!at_expression_start()) break;
        tup->elts.push_back(parse_expression());
    }
    return finish(std::move(tup));
}

ExprPtr Parser::parse_yield_or_star_expressions() {
    if (at_kw("yield")) return parse_yield_expr();
    return parse_star_expressions();
}

ExprPtr Parser::parse_yield_expr() {
    const Token& y = advance();
    if (accept_kw("from")) {
        auto n = start_at<YieldFrom>(y);
        n->value = parse_expression();
        return finish(std::move(n));
    }
    auto n = start_at<Yield>(y);
    if (at_expression_start() || at_op("*")) n->value = parse_star_expressions();
    return finish(std::move(n));
}

ExprPtr Parser::parse_named_expression() {
    if (at_name() && tok(1).is_op(":=")) {
        DepthGuard guard(*this);
        const Token& name_tok = advance();
        auto target = start_at<Name>(name_tok);
        target->id = std::string(name_tok.text);
        target->ctx = ExprContext::Store;
        target = finish(std::move(target));
        advance();  // :=
        auto n = start_at<NamedExpr>(name_tok);
        n->target = std::move(target);
        n->value = parse_expression();
        return finish(std::move(n));
    }
    ExprPtr e = parse_expression();
    if (at_op(":=")) fail_at(*e, std::string("cannot use assignment expressions with ") + expr_description(*e));
    return e;
}

ExprPtr Parser::parse_expression() {
    DepthGuard guard(*this);
    if (at_kw("lambda")) return parse_lambda();
    ExprPtr body = parse_disjunction();
    if (!at_kw("if")) return body;
    advance();
    auto n = start_at<IfExp>(*body);
    n->body = std::move(body);
    n->test = parse_disjunction();
    if (!accept_kw("else")) {
        fail("expected 'else' after 'if' expression", n->line, n->col, prev().end_line, prev().end_col);
    }
    n->orelse = parse_expression();
    return finish(std::move(n));
}

ExprPtr Parser::parse_lambda() {
    const Token& kw = advance();
    auto n = start_at<Lambda>(kw);
    parse_parameters(n->args, true, ":");
    expect_op(":");
    n->body = parse_expression();
    return finish(std::move(n));
}

// An operand that cannot start with `not` is a comparison: going there directly skips the two
// or three calls per operand of the conjunction/inversion levels (none of which counts depth).
ExprPtr Parser::parse_disjunction() {
    ExprPtr first = at_kw("not") ? parse_conjunction() : parse_conjunction_rest(parse_comparison());
    if (!at_kw("or")) return first;
    auto n = start_at<BoolOp>(*first);
    n->op = BoolOpKind::Or;
    n->values.push_back(std::move(first));
    while (accept_kw("or")) n->values.push_back(parse_conjunction());
    return finish(std::move(n));
}

ExprPtr Parser::parse_conjunction() { return parse_conjunction_rest(parse_inversion()); }

ExprPtr Parser::parse_conjunction_rest(ExprPtr first) {
    if (!at_kw("and")) return first;
    auto n = start_at<BoolOp>(*first);
    n->op = BoolOpKind::And;
    n->values.push_back(std::move(first));
    while (accept_kw("and")) n->values.push_back(parse_inversion());
    return finish(std::move(n));
}

ExprPtr Parser::parse_inversion() {
    if (at_kw("not")) {
        DepthGuard guard(*this);
        const Token& kw = advance();
        auto n = start_at<UnaryOp>(kw);
        n->op = UnaryOpKind::Not;
        n->operand = parse_inversion();
        return finish(std::move(n));
    }
    return parse_comparison();
}

ExprPtr Parser::parse_comparison() {
    ExprPtr left = parse_bitwise_or();
    std::unique_ptr<Compare> cmp;
    for (;;) {
        const Token& t = tok();
        CmpOpKind op;
        int width = 1;
        if (t.kind == TokenKind::Op) {
            if (t.text == "==") op = CmpOpKind::Eq;
            else if (t.text == "!=") op = CmpOpKind::NotEq;
            else if (t.text == "<") op = CmpOpKind::Lt;
            else if (t.text == "<=") op = CmpOpKind::LtE;
            else if (t.text == ">") op = CmpOpKind::Gt;
            else if (t.text == ">=") op = CmpOpKind::GtE;
            else break;
        } else if (t.is_name("in")) {
            op = CmpOpKind::In;
        } else if (t.is_name("not") && tok(1).is_name("in")) {
            op = CmpOpKind::NotIn;
            width = 2;
        } else if (t.is_name("is")) {
            if (tok(1).is_name("not")) {
                op = CmpOpKind::IsNot;
                width = 2;
            } else {
                op = CmpOpKind::Is;
            }
        } else {
            break;
        }
        for (int i = 0; i < width; ++i) advance();
        if (!cmp) {
            cmp = start_at<Compare>(*left);
            cmp->left = std::move(left);
        }
        cmp->ops.push_back(op);
        cmp->comparators.push_back(parse_bitwise_or());
    }
    if (!cmp) return left;
    return finish(std::move(cmp));
}

namespace {

// The binary-operator precedence levels of CPython's grammar, loosest first: bitwise_or, xor,
// and, shift, sum, term (power, tighter still, is parse_power's). Returns -1 for any other token.
constexpr int kBinaryLevels = 6;
int binary_level(const Token& t, BinOpKind* op) {
    if (t.kind != TokenKind::Op) return -1;
    std::string_view s = t.text;
    if (s.size() == 1) {
        switch (s[0]) {
        case '|': *op = BinOpKind::BitOr; return 0;
        case '^': *op = BinOpKind::BitXor; return 1;
        case '&': *op = BinOpKind::BitAnd; return 2;
        case '+': *op = BinOpKind::Add; return 4;
        case '-': *op = BinOpKind::Sub; return 4;
        case '*': *op = BinOpKind::Mult; return 5;
        case '/': *op = BinOpKind::Div; return 5;
        case '%': *op = BinOpKind::Mod; return 5;
        case '@': *op = BinOpKind::MatMult; return 5;
        default: return -1;
        }
    }
    if (s == "<<") { *op = BinOpKind::LShift; return 3; }
    if (s == ">>") { *op = BinOpKind::RShift; return 3; }
    if (s == "//") { *op = BinOpKind::FloorDiv; return 5; }
    return -1;
}

}  // namespace

// All six left-associative levels in one loop (precedence climbing) instead of one nested call
// per level for every operand. The nesting budget is kept exactly as the one-function-per-level
// parser kept it: each level counts the links of its chain, and a level's links leave the budget
// when an operator of a looser level ends that chain (when its function would have returned).
ExprPtr Parser::parse_binary(int min_level) {
    ExprPtr left = parse_factor();
    int links[kBinaryLevels] = {};
    ChainBudget budget(m_depth);
    for (;;) {
        const Token& t = tok();
        BinOpKind op;
        int level = binary_level(t, &op);
        if (level < min_level) return left;
        for (int l = level + 1; l < kBinaryLevels; ++l) {
            m_depth -= links[l];
            budget.added -= links[l];
            links[l] = 0;
        }
        ++links[level];
        if (!budget.add()) fail_token(t, "too many nested parentheses");
        advance();
        auto n = start_at<BinOp>(*left);
        n->left = std::move(left);
        n->op = op;
        n->right = parse_binary(level + 1);
        left = finish(std::move(n));
    }
}

ExprPtr Parser::parse_bitwise_or() { return parse_binary(0); }

ExprPtr Parser::parse_factor() {
    const Token& t = tok();
    if (t.kind == TokenKind::Op && (t.text == "+" || t.text == "-" || t.text == "~")) {
        DepthGuard guard(*this);
        advance();
        auto n = start_at<UnaryOp>(t);
        n->op = t.text == "+" ? UnaryOpKind::UAdd : t.text == "-" ? UnaryOpKind::USub : UnaryOpKind::Invert;
        n->operand = parse_factor();
        return finish(std::move(n));
    }
    return parse_power();
}

ExprPtr Parser::parse_power() {
    ExprPtr base = parse_await_primary();
    if (!at_op("**")) return base;
    DepthGuard guard(*this);
    advance();
    auto n = start_at<BinOp>(*base);
    n->left = std::move(base);
    n->op = BinOpKind::Pow;
    n->right = parse_factor();
    return finish(std::move(n));
}

ExprPtr Parser::parse_await_primary() {
    if (at_kw("await")) {
        DepthGuard guard(*this);
        const Token& kw = advance();
        auto n = start_at<Await>(kw);
        n->value = parse_primary();
        return finish(std::move(n));
    }
    return parse_primary();
}

ExprPtr Parser::parse_primary() {
    ExprPtr e = parse_atom();
    ChainBudget budget(m_depth);
    for (;;) {
        const Token& t = tok();
        if (t.kind != TokenKind::Op) return e;
        if (t.text == ".") {
            if (!budget.add()) fail_token(t, "too many nested parentheses");
            advance();
            auto n = start_at<Attribute>(*e);
            n->value = std::move(e);
            n->attr = expect_name();
            e = finish(std::move(n));
        } else if (t.text == "(") {
            if (!budget.add()) fail_token(t, "too many nested parentheses");
            advance();
            auto n = start_at<Call>(*e);
            n->func = std::move(e);
            parse_call_arguments(*n);
            e = finish(std::move(n));
        } else if (t.text == "[") {
            if (!budget.add()) fail_token(t, "too many nested parentheses");
            advance();
            ParenLevel level(m_paren_level);
            auto n = start_at<Subscript>(*e);
            n->value = std::move(e);
            n->slice = parse_slices();
            expect_op("]");
            e = finish(std::move(n));
        } else {
            return e;
        }
    }
}

ExprPtr Parser::parse_slices() {
    ExprPtr first = parse_slice();
    if (!at_op(",") && first->kind != ExprKind::Starred) return first;
    auto tup = start_at<Tuple>(*first);
    tup->elts.push_back(std::move(first));
    while (accept_op(",")) {
        if (at_op("]")) break;
        tup->elts.push_back(parse_slice());
    }
    return finish(std::move(tup));
}

ExprPtr Parser::parse_slice() {
    if (at_op("*")) return parse_star_expression();
    ExprPtr lower;
    const Token& start = tok();
    if (!at_op(":")) {
        lower = parse_named_expression();
        if (!at_op(":")) {
            check_missing_comma(*lower);
            return lower;
        }
    }
    auto n = start_at<Slice>(start);
    n->lower = std::move(lower);
    advance();  // ':'
    if (!at_op(":") && !at_op(",") && !at_op("]")) n->upper = parse_expression();
    if (accept_op(":")) {
        if (!at_op(",") && !at_op("]")) n->step = parse_expression();
    }
    return finish(std::move(n));
}

void Parser::parse_call_arguments(Call& call) {
    const Token& open = prev();
    ParenLevel level(m_paren_level);
    bool seen_keyword = false;
    bool seen_double_star = false;
    while (!at_op(")")) {
        if (at_op("*")) {
            const Token& star = advance();
            auto n = start_at<Starred>(star);
            n->value = parse_expression();
            n = finish(std::move(n));
            if (seen_double_star) {
                fail_at(*n, "iterable argument unpacking follows keyword argument unpacking");
            }
            call.args.push_back(std::move(n));
        } else if (at_op("**")) {
            const Token& star = advance();
            Keyword kw;
            kw.line = star.line;
            kw.col = star.col;
            kw.value = parse_expression();
            kw.end_line = prev().end_line;
            kw.end_col = prev().end_col;
            call.keywords.push_back(std::move(kw));
            seen_double_star = true;
        } else if (at_name() && tok(1).is_op("=")) {
            const Token& name = advance();
            advance();  // '='
            Keyword kw;
            kw.line = name.line;
            kw.col = name.col;
            kw.arg = std::string(name.text);
            kw.value = parse_expression();
            kw.end_line = prev().end_line;
            kw.end_col = prev().end_col;
            call.keywords.push_back(std::move(kw));
            seen_keyword = true;
        } else {
            ExprPtr e = parse_named_expression();
            if (at_kw("for") || (at_kw("async") && tok(1).is_name("for"))) {
                auto g = start_at<GeneratorExp>(*e);
                g->elt = std::move(e);
                g->generators = parse_comprehensions();
                g = finish(std::move(g));
                bool alone = call.args.empty() && call.keywords.empty() && at_op(")");
                if (!alone) fail_at(*g, "Generator expression must be parenthesized");
                // CPython gives a sole generator argument the call's parentheses as its extent.
                call.args.push_back(std::move(g));
                continue;
            }
            if (at_op("=")) {
                const Token& eq = tok();
                if (e->kind == ExprKind::Constant) {
                    fail(std::string("cannot assign to ") + expr_description(*e), e->line, e->col,
                         eq.end_line, eq.end_col);
                }
                fail("expression cannot contain assignment, perhaps you meant \"==\"?", e->line,
                     e->col, eq.end_line, eq.end_col);
            }
            // CPython points just past the offending argument.
            if (seen_double_star) fail_token(tok(), "positional argument follows keyword argument unpacking");
            if (seen_keyword) fail_token(tok(), "positional argument follows keyword argument");
            check_missing_comma(*e);
            call.args.push_back(std::move(e));
        }
        if (!accept_op(",")) break;
    }
    expect_op(")");
    if (call.args.size() == 1 && call.keywords.empty() &&
        call.args[0]->kind == ExprKind::GeneratorExp) {
        // The generator expression's extent is the call's parentheses, as in CPython.
        Expr& g = *call.args[0];
        g.line = open.line;
        g.col = open.col;
        g.end_line = prev().end_line;
        g.end_col = prev().end_col;
    }
}

std::vector<Comprehension> Parser::parse_comprehensions() {
    std::vector<Comprehension> out;
    while (at_kw("for") || (at_kw("async") && tok(1).is_name("for"))) {
        Comprehension c;
        if (accept_kw("async")) c.is_async = true;
        advance();  // for
        c.target = parse_target_list("in");
        set_context(*c.target, ExprContext::Store);
        if (!accept_kw("in")) fail_generic();
        DepthGuard guard(*this);
        c.iter = parse_disjunction();
        while (accept_kw("if")) c.ifs.push_back(parse_disjunction());
        out.push_back(std::move(c));
    }
    return out;
}

ExprPtr Parser::parse_star_target_element() {
    if (at_op("*")) {
        const Token& star = advance();
        auto n = start_at<Starred>(star);
        n->value = parse_bitwise_or();
        return finish(std::move(n));
    }
    return parse_bitwise_or();
}

ExprPtr Parser::parse_target_list(const char* stop_kw) {
    ExprPtr first = parse_star_target_element();
    if (!at_op(",")) return first;
    auto tup = start_at<Tuple>(*first);
    tup->elts.push_back(std::move(first));
    while (accept_op(",")) {
        if (at_kw(stop_kw) || at_op("=") || at_op(":")) break;
        tup->elts.push_back(parse_star_target_element());
    }
    return finish(std::move(tup));
}

ExprPtr Parser::parse_atom() {
    const Token& t = tok();
    switch (t.kind) {
    case TokenKind::Name: {
        if (is_keyword(t.text)) {
            ConstantKind k;
            if (t.text == "None") k = ConstantKind::None;
            else if (t.text == "True") k = ConstantKind::True;
            else if (t.text == "False") k = ConstantKind::False;
            else fail_generic();
            advance();
            auto n = start_at<Constant>(t);
            n->value_kind = k;
            return finish(std::move(n));
        }
        advance();
        auto n = start_at<Name>(t);
        n->id = std::string(t.text);
        return finish(std::move(n));
    }
    case TokenKind::Number: advance(); return parse_number(t);
    case TokenKind::String:
    case TokenKind::FStringStart: return parse_strings();
    case TokenKind::Op:
        if (t.text == "(") return parse_paren_atom();
        if (t.text == "[") return parse_list_atom();
        if (t.text == "{") return parse_brace_atom();
        if (t.text == "...") {
            advance();
            auto n = start_at<Constant>(t);
            n->value_kind = ConstantKind::Ellipsis;
            return finish(std::move(n));
        }
        break;
    default: break;
    }
    fail_generic();
}

ExprPtr Parser::parse_paren_atom() {
    const Token& open = advance();
    ParenLevel level(m_paren_level);
    if (accept_op(")")) {
        auto n = start_at<Tuple>(open);
        return finish(std::move(n));
    }
    if (at_kw("yield")) {
        ExprPtr y = parse_yield_expr();
        expect_op(")");
        return y;
    }
    ExprPtr first = at_op("*") ? parse_star_expression() : parse_named_expression();
    if (at_kw("for") || (at_kw("async") && tok(1).is_name("for"))) {
        auto g = start_at<GeneratorExp>(open);
        g->elt = std::move(first);
        g->generators = parse_comprehensions();
        expect_op(")");
        return finish(std::move(g));
    }
    if (at_op(",")) {
        auto tup = start_at<Tuple>(open);
        tup->elts.push_back(std::move(first));
        while (accept_op(",")) {
            if (at_op(")")) break;
            ExprPtr e = at_op("*") ? parse_star_expression() : parse_named_expression();
            check_missing_comma(*e);
            tup->elts.push_back(std::move(e));
        }
        expect_op(")");
        return finish(std::move(tup));
    }
    check_missing_comma(*first);
    expect_op(")");
    if (first->kind == ExprKind::Starred) fail_at(*first, "cannot use starred expression here");
    return first;
}

ExprPtr Parser::parse_list_atom() {
    const Token& open = advance();
    ParenLevel level(m_paren_level);
    auto list = start_at<List>(open);
    if (accept_op("]")) return finish(std::move(list));
    ExprPtr first = at_op("*") ? parse_star_expression() : parse_named_expression();
    if (at_kw("for") || (at_kw("async") && tok(1).is_name("for"))) {
        auto c = start_at<ListComp>(open);
        c->elt = std::move(first);
        c->generators = parse_comprehensions();
        expect_op("]");
        return finish(std::move(c));
    }
    check_missing_comma(*first);
    list->elts.push_back(std::move(first));
    while (accept_op(",")) {
        if (at_op("]")) break;
        ExprPtr e = at_op("*") ? parse_star_expression() : parse_named_expression();
        check_missing_comma(*e);
        list->elts.push_back(std::move(e));
    }
    expect_op("]");
    return finish(std::move(list));
}

ExprPtr Parser::parse_brace_atom() {
    const Token& open = advance();
    ParenLevel level(m_paren_level);
    if (accept_op("}")) {
        auto d = start_at<Dict>(open);
        return finish(std::move(d));
    }
    // A dict when the first item is `k: v` or `**m`; otherwise a set.
    ExprPtr first_key;
    ExprPtr first_value;
    if (accept_op("**")) {
        first_value = parse_bitwise_or();
    } else {
        ExprPtr e = at_op("*") ? parse_star_expression() : parse_named_expression();
        if (at_op(":") && e->kind != ExprKind::Starred) {
            advance();
            first_key = std::move(e);
            first_value = parse_expression();
        } else {
            auto s = start_at<Set>(open);
            if (at_kw("for") || (at_kw("async") && tok(1).is_name("for"))) {
                auto c = start_at<SetComp>(open);
                c->elt = std::move(e);
                c->generators = parse_comprehensions();
                expect_op("}");
                return finish(std::move(c));
            }
            check_missing_comma(*e);
            s->elts.push_back(std::move(e));
            while (accept_op(",")) {
                if (at_op("}")) break;
                ExprPtr x = at_op("*") ? parse_star_expression() : parse_named_expression();
                check_missing_comma(*x);
                s->elts.push_back(std::move(x));
            }
            expect_op("}");
            return finish(std::move(s));
        }
    }
    if (first_key && (at_kw("for") || (at_kw("async") && tok(1).is_name("for")))) {
        auto c = start_at<DictComp>(open);
        c->key = std::move(first_key);
        c->value = std::move(first_value);
        c->generators = parse_comprehensions();
        expect_op("}");
        return finish(std::move(c));
    }
    auto d = start_at<Dict>(open);
    if (first_key) check_missing_comma(*first_value);
    d->keys.push_back(std::move(first_key));
    d->values.push_back(std::move(first_value));
    while (accept_op(",")) {
        if (at_op("}")) break;
        if (accept_op("**")) {
            d->keys.push_back(nullptr);
            d->values.push_back(parse_bitwise_or());
            continue;
        }
        ExprPtr k = parse_expression();
        if (!at_op(":")) {
            if (at_op(",") || at_op("}")) fail_at(*k, "':' expected after dictionary key");
            fail_generic();
        }
        advance();
        ExprPtr v = parse_expression();
        check_missing_comma(*v);
        d->keys.push_back(std::move(k));
        d->values.push_back(std::move(v));
    }
    expect_op("}");
    return finish(std::move(d));
}

// ---- literals ----

ExprPtr Parser::parse_number(const Token& t) {
    auto n = start_at<Constant>(t);
    // Fast path for the common literal: up to 18 decimal digits without underscores or a leading
    // zero always fits in an int64 and is already its own decimal spelling.
    if (std::string_view v = t.text; !v.empty() && v.size() <= 18 && (v[0] != '0' || v.size() == 1)) {
        int64_t value = 0;
        bool digits = true;
        for (char c : v) {
            if (c < '0' || c > '9') {
                digits = false;
                break;
            }
            value = value * 10 + (c - '0');
        }
        if (digits) {
            n->value_kind = ConstantKind::Int;
            n->int_value = value;
            n->int_is_big = false;
            return finish(std::move(n));
        }
    }
    std::string text;
    for (char c : t.text) {
        if (c != '_') text += c;
    }
    int base = 10;
    if (text.size() > 1 && text[0] == '0') {
        char p = static_cast<char>(text[1] | 0x20);
        if (p == 'x') base = 16;
        else if (p == 'o') base = 8;
        else if (p == 'b') base = 2;
    }
    if (base == 10 && text.find_first_of(".eE") != std::string::npos) {
        n->value_kind = ConstantKind::Float;
        // strtod is locale-independent for the C locale the library never changes.
        n->float_value = std::strtod(text.c_str(), nullptr);
        return finish(std::move(n));
    }
    n->value_kind = ConstantKind::Int;
    std::string decimal;
    if (base == 10) {
        size_t nz = text.find_first_not_of('0');
        decimal = nz == std::string::npos ? "0" : text.substr(nz);
        if (decimal.size() > 4300) {
            fail_token(t, "Exceeds the limit (4300 digits) for integer string conversion: value has " +
                              std::to_string(decimal.size()) +
                              " digits; use sys.set_int_max_str_digits() to increase the limit - "
                              "Consider hexadecimal for huge integer literals to avoid decimal "
                              "conversion limits.");
        }
    } else {
        std::string_view digits = std::string_view(text).substr(2);
        if (digits.size() > 100000) fail_token(t, "integer literal too large");
        // Little-endian limbs of 10^9; digits are fed in chunks that keep products in 64 bits.
        std::vector<uint32_t> limbs{0};
        int bits = base == 16 ? 4 : base == 8 ? 3 : 1;
        int per_chunk = 28 / bits;
        size_t i = 0;
        while (i < digits.size()) {
            uint64_t chunk = 0;
            int count = 0;
            for (; count < per_chunk && i < digits.size(); ++count, ++i) {
                char c = digits[i];
                int v = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
                chunk = chunk * base + v;
            }
            uint64_t mul = uint64_t{1} << (bits * count);
            uint64_t carry = chunk;
            for (auto& limb : limbs) {
                uint64_t cur = uint64_t{limb} * mul + carry;
                limb = static_cast<uint32_t>(cur % 1000000000u);
                carry = cur / 1000000000u;
            }
            while (carry) {
                limbs.push_back(static_cast<uint32_t>(carry % 1000000000u));
                carry /= 1000000000u;
            }
        }
        decimal = std::to_string(limbs.back());
        for (size_t k = limbs.size() - 1; k-- > 0;) {
            std::string part = std::to_string(limbs[k]);
            decimal += std::string(9 - part.size(), '0') + part;
        }
    }
    n->int_text = decimal;
    if (decimal.size() < 19 || (decimal.size() == 19 && decimal <= "9223372036854775807")) {
        n->int_value = static_cast<int64_t>(std::strtoull(decimal.c_str(), nullptr, 10));
        n->int_is_big = false;
    } else {
        n->int_is_big = true;
    }
    return finish(std::move(n));
}

}  // namespace basilisk::compiler::detail
