// Statement rules of the recursive-descent parser.
#include <set>

#include "compiler/parser_internal.h"

namespace basilisk::compiler::detail {

namespace {

bool is_augassign(const Token& t, BinOpKind* op) {
    if (t.kind != TokenKind::Op || t.text.size() < 2 || t.text.back() != '=') return false;
    std::string_view s = t.text.substr(0, t.text.size() - 1);
    static constexpr struct {
        const char* text;
        BinOpKind op;
    } kOps[] = {{"+", BinOpKind::Add},      {"-", BinOpKind::Sub},     {"*", BinOpKind::Mult},
                {"@", BinOpKind::MatMult},  {"/", BinOpKind::Div},     {"%", BinOpKind::Mod},
                {"&", BinOpKind::BitAnd},   {"|", BinOpKind::BitOr},   {"^", BinOpKind::BitXor},
                {"<<", BinOpKind::LShift},  {">>", BinOpKind::RShift}, {"**", BinOpKind::Pow},
                {"//", BinOpKind::FloorDiv}};
    for (const auto& e : kOps) {
        if (s == e.text) {
            *op = e.op;
            return true;
        }
    }
    return false;
}

std::string describe_for_augassign(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Call: return "function call";
    case ExprKind::Attribute: return "attribute";
    case ExprKind::Subscript: return "subscript";
    case ExprKind::List: return "list";
    case ExprKind::Tuple: return "tuple";
    case ExprKind::Starred: return "starred";
    case ExprKind::Constant: return "literal";
    case ExprKind::Compare: return "comparison";
    case ExprKind::Lambda: return "lambda";
    case ExprKind::IfExp: return "conditional expression";
    case ExprKind::Dict: return "dict literal";
    case ExprKind::Set: return "set display";
    case ExprKind::ListComp: return "list comprehension";
    case ExprKind::GeneratorExp: return "generator expression";
    case ExprKind::JoinedStr: return "f-string expression";
    case ExprKind::Yield:
    case ExprKind::YieldFrom: return "yield expression";
    case ExprKind::Await: return "await expression";
    case ExprKind::NamedExpr: return "named expression";
    default: return "expression";
    }
}

}  // namespace

void Parser::parse_file(Module& module) {
    while (tok().kind != TokenKind::EndMarker) parse_statement(module.body);
}

void Parser::parse_interactive(Module& module) {
    while (tok().kind == TokenKind::Newline) advance();
    if (tok().kind != TokenKind::EndMarker) parse_statement(module.body);
    while (tok().kind == TokenKind::Newline) advance();
    if (tok().kind != TokenKind::EndMarker) {
        const Token& t = tok();
        fail_token(t, "multiple statements found while compiling a single statement");
    }
}

void Parser::parse_statements_until_dedent(StmtList& out) {
    while (tok().kind != TokenKind::Dedent && tok().kind != TokenKind::EndMarker) parse_statement(out);
    if (tok().kind == TokenKind::Dedent) advance();
}

void Parser::parse_statement(StmtList& out) {
    const Token& t = tok();
    if (t.kind == TokenKind::Indent) {
        // CPython points at the last character of the indentation.
        int col = t.end_col > 0 ? t.end_col - 1 : 0;
        fail("unexpected indent", t.line, col, t.line, t.end_col, "IndentationError");
    }
    if (t.kind == TokenKind::Newline) {
        advance();
        return;
    }
    if (t.is_op("@")) {
        out.push_back(parse_compound(nullptr));
        return;
    }
    if (t.kind == TokenKind::Name) {
        std::string_view w = t.text;
        if (w == "if" || w == "while" || w == "for" || w == "try" || w == "with" || w == "def" ||
            w == "class" || (w == "async" && (tok(1).is_name("def") || tok(1).is_name("for") ||
                                              tok(1).is_name("with")))) {
            out.push_back(parse_compound(nullptr));
            return;
        }
        if (w == "match" && !tok(1).is_op("=") && !tok(1).is_op(".") && tok(1).kind != TokenKind::Newline) {
            // `match` is a soft keyword: a statement only when a subject and ':' NEWLINE follow.
            size_t save = m_pos;
            bool is_match = false;
            try {
                advance();
                parse_star_expressions();
                is_match = at_op(":") && tok(1).kind == TokenKind::Newline;
            } catch (const ParseFailure&) {
            }
            m_pos = save;
            if (is_match) {
                out.push_back(parse_match());
                return;
            }
        }
    }
    parse_simple_statements(out);
}

void Parser::parse_simple_statements(StmtList& out) {
    for (;;) {
        out.push_back(parse_simple_statement());
        if (!accept_op(";")) break;
        if (tok().kind == TokenKind::Newline) break;
    }
    if (tok().kind != TokenKind::Newline) fail_generic();
    advance();
}

StmtPtr Parser::parse_simple_statement() {
    const Token& t = tok();
    if (t.kind == TokenKind::Name) {
        std::string_view w = t.text;
        if (w == "pass") {
            advance();
            return finish(start_at<Pass>(t));
        }
        if (w == "break") {
            advance();
            return finish(start_at<Break>(t));
        }
        if (w == "continue") {
            advance();
            return finish(start_at<Continue>(t));
        }
        if (w == "return") {
            advance();
            auto n = start_at<Return>(t);
            if (at_expression_start() || at_op("*")) n->value = parse_star_expressions();
            return finish(std::move(n));
        }
        if (w == "raise") {
            advance();
            auto n = start_at<Raise>(t);
            if (at_expression_start()) {
                n->exc = parse_expression();
                if (accept_kw("from")) n->cause = parse_expression();
            }
            return finish(std::move(n));
        }
        if (w == "global" || w == "nonlocal") {
            advance();
            std::vector<std::string> names;
            do {
                names.push_back(expect_name());
            } while (accept_op(","));
            if (w == "global") {
                auto n = start_at<Global>(t);
                n->names = std::move(names);
                return finish(std::move(n));
            }
            auto n = start_at<Nonlocal>(t);
            n->names = std::move(names);
            return finish(std::move(n));
        }
        if (w == "del") {
            advance();
            auto n = start_at<Delete>(t);
            do {
                if (tok().kind == TokenKind::Newline || at_op(";")) break;
                ExprPtr target = parse_star_target_element();
                set_context(*target, ExprContext::Del);
                n->targets.push_back(std::move(target));
            } while (accept_op(","));
            if (n->targets.empty()) fail_generic();
            return finish(std::move(n));
        }
        if (w == "assert") {
            advance();
            auto n = start_at<Assert>(t);
            n->test = parse_expression();
            if (accept_op(",")) n->msg = parse_expression();
            return finish(std::move(n));
        }
        if (w == "import") return parse_import();
        if (w == "from") return parse_from_import();
    }
    return parse_expression_statement();
}

StmtPtr Parser::parse_expression_statement() {
    const Token& first = tok();
    bool parenthesized = first.is_op("(");
    ExprPtr e = parse_yield_or_star_expressions();
    if (at_op(":=") && e->kind != ExprKind::Name) {
        fail_at(*e, "cannot use assignment expressions with " + describe_for_augassign(*e));
    }
    if (at_op(":")) {
        if (e->kind == ExprKind::Tuple && !parenthesized && !e->as<Tuple>().elts.empty()) {
            fail_at(*e->as<Tuple>().elts[0], "only single target (not tuple) can be annotated");
        }
        if (e->kind == ExprKind::Tuple) fail_at(*e, "only single target (not tuple) can be annotated");
        if (e->kind == ExprKind::List) fail_at(*e, "only single target (not list) can be annotated");
        if (e->kind != ExprKind::Name && e->kind != ExprKind::Attribute &&
            e->kind != ExprKind::Subscript) {
            fail_at(*e, "illegal target for annotation");
        }
        advance();
        auto n = start_at<AnnAssign>(first);
        set_context(*e, ExprContext::Store);
        n->simple = e->kind == ExprKind::Name && !parenthesized;
        n->target = std::move(e);
        n->annotation = parse_annotation();
        if (accept_op("=")) n->value = parse_yield_or_star_expressions();
        return finish(std::move(n));
    }
    if (at_op("=")) {
        ExprList items;
        items.push_back(std::move(e));
        while (accept_op("=")) items.push_back(parse_yield_or_star_expressions());
        auto n = start_at<Assign>(first);
        n->value = std::move(items.back());
        items.pop_back();
        bool single = items.size() == 1;
        for (auto& target : items) {
            if (target->kind == ExprKind::Yield || target->kind == ExprKind::YieldFrom) {
                fail_at(*target, "assignment to yield expression not possible");
            }
            set_context(*target, ExprContext::Store, single);
        }
        n->targets = std::move(items);
        return finish(std::move(n));
    }
    BinOpKind op;
    if (is_augassign(tok(), &op)) {
        if (e->kind != ExprKind::Name && e->kind != ExprKind::Attribute &&
            e->kind != ExprKind::Subscript) {
            fail_at(*e, "'" + describe_for_augassign(*e) + "' is an illegal expression for augmented assignment");
        }
        advance();
        set_context(*e, ExprContext::Store);
        auto n = start_at<AugAssign>(first);
        n->target = std::move(e);
        n->op = op;
        n->value = parse_yield_or_star_expressions();
        return finish(std::move(n));
    }
    if (e->kind == ExprKind::Name && tok().kind != TokenKind::Newline && !at_op(";") &&
        (e->as<Name>().id == "print" || e->as<Name>().id == "exec") &&
        (at_expression_start() || at_op("*"))) {
        // Python 2's print statement; point at it up to the end of the logical line.
        size_t k = 0;
        while (tok(k).kind != TokenKind::Newline && tok(k).kind != TokenKind::EndMarker) ++k;
        const Token& last = k > 0 ? tok(k - 1) : tok();
        std::string name = e->as<Name>().id;
        fail("Missing parentheses in call to '" + name + "'. Did you mean " + name + "(...)?",
             e->line, e->col, last.end_line, last.end_col);
    }
    auto n = start_at<ExprStmt>(first);
    n->value = std::move(e);
    return finish(std::move(n));
}

StmtPtr Parser::parse_import() {
    const Token& kw = advance();
    auto n = start_at<Import>(kw);
    do {
        const Token& start = tok();
        Alias a;
        a.line = start.line;
        a.col = start.col;
        a.name = expect_name();
        while (accept_op(".")) a.name += "." + expect_name();
        if (accept_kw("as")) a.asname = expect_name();
        a.end_line = prev().end_line;
        a.end_col = prev().end_col;
        n->names.push_back(std::move(a));
    } while (accept_op(","));
    return finish(std::move(n));
}

StmtPtr Parser::parse_from_import() {
    const Token& kw = advance();
    auto n = start_at<ImportFrom>(kw);
    for (;;) {
        if (accept_op(".")) ++n->level;
        else if (accept_op("...")) n->level += 3;
        else break;
    }
    if (!at_kw("import")) {
        std::string module = expect_name();
        while (accept_op(".")) module += "." + expect_name();
        n->module = module;
    }
    if (!accept_kw("import")) fail_generic();
    bool future = n->level == 0 && n->module == "__future__";
    if (future && at_op("*")) fail_token(tok(), "future feature * is not defined");
    if (at_op("*")) {
        const Token& star = advance();
        Alias a;
        a.line = star.line;
        a.col = star.col;
        a.end_line = star.end_line;
        a.end_col = star.end_col;
        a.name = "*";
        n->names.push_back(std::move(a));
        return finish(std::move(n));
    }
    bool parens = accept_op("(");
    for (;;) {
        const Token& start = tok();
        Alias a;
        a.line = start.line;
        a.col = start.col;
        a.name = expect_name();
        if (accept_kw("as")) a.asname = expect_name();
        a.end_line = prev().end_line;
        a.end_col = prev().end_col;
        if (future) {
            // The features CPython 3.11 knows; all but `annotations` are already the rule.
            static const char* const kFeatures[] = {"nested_scopes", "generators", "division", "absolute_import",
                                                    "with_statement", "print_function", "unicode_literals",
                                                    "barry_as_FLUFL", "generator_stop", "annotations"};
            bool known = false;
            for (const char* f : kFeatures) known = known || a.name == f;
            if (!known) fail_token(start, "future feature " + a.name + " is not defined");
            if (a.name == "annotations") m_future_annotations = true;
        }
        n->names.push_back(std::move(a));
        if (!accept_op(",")) break;
        if (parens && at_op(")")) break;
        if (!parens && (tok().kind == TokenKind::Newline || at_op(";"))) {
            fail_token(tok(), "trailing comma not allowed without surrounding parentheses");
        }
    }
    if (parens) expect_op(")");
    return finish(std::move(n));
}

void Parser::parse_block(StmtList& out, const std::string& what, int header_line) {
    DepthGuard guard(*this, 4);
    if (tok().kind == TokenKind::Newline) {
        advance();
        if (tok().kind != TokenKind::Indent) {
            fail_token(tok(), "expected an indented block after " + what + " on line " +
                                  std::to_string(header_line),
                       "IndentationError");
        }
        advance();
        parse_statements_until_dedent(out);
        return;
    }
    parse_simple_statements(out);
}

StmtPtr Parser::parse_compound(std::vector<ExprPtr>*) {
    const Token& t = tok();
    if (t.is_op("@")) {
        ExprList decorators;
        while (at_op("@")) {
            advance();
            decorators.push_back(parse_named_expression());
            if (tok().kind != TokenKind::Newline) fail_generic();
            advance();
        }
        const Token& next = tok();
        if (next.is_name("def")) return parse_funcdef(std::move(decorators), nullptr, next);
        if (next.is_name("class")) return parse_classdef(std::move(decorators), next);
        if (next.is_name("async") && tok(1).is_name("def")) {
            const Token& async_tok = advance();
            return parse_funcdef(std::move(decorators), &async_tok, async_tok);
        }
        fail_generic();
    }
    if (t.is_name("if")) return parse_if(false);
    if (t.is_name("while")) return parse_while();
    if (t.is_name("for")) return parse_for(nullptr);
    if (t.is_name("try")) return parse_try();
    if (t.is_name("with")) return parse_with(nullptr);
    if (t.is_name("def")) return parse_funcdef({}, nullptr, t);
    if (t.is_name("class")) return parse_classdef({}, t);
    if (t.is_name("async")) {
        const Token& async_tok = advance();
        if (at_kw("def")) return parse_funcdef({}, &async_tok, async_tok);
        if (at_kw("for")) return parse_for(&async_tok);
        if (at_kw("with")) return parse_with(&async_tok);
    }
    fail_generic();
}

StmtPtr Parser::parse_if(bool is_elif) {
    const Token& kw = advance();
    auto n = start_at<If>(kw);
    n->test = parse_named_expression();
    if (at_op("=")) {
        advance();
        parse_expression();
        fail("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", n->test->line,
             n->test->col, prev().end_line, prev().end_col);
    }
    expect_colon();
    parse_block(n->body, is_elif ? "'elif' statement" : "'if' statement", kw.line);
    if (at_kw("elif")) {
        if (m_elif_depth >= kMaxElifChain)
            fail_token(tok(), "maximum recursion depth exceeded during compilation", "RecursionError");
        ++m_elif_depth;
        n->orelse.push_back(parse_if(true));
        --m_elif_depth;
    } else if (at_kw("else")) {
        const Token& else_tok = advance();
        expect_colon();
        parse_block(n->orelse, "'else' statement", else_tok.line);
    }
    return finish(std::move(n));
}

StmtPtr Parser::parse_while() {
    const Token& kw = advance();
    auto n = start_at<While>(kw);
    n->test = parse_named_expression();
    if (at_op("=")) {
        advance();
        parse_expression();
        fail("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", n->test->line,
             n->test->col, prev().end_line, prev().end_col);
    }
    expect_colon();
    parse_block(n->body, "'while' statement", kw.line);
    if (at_kw("else")) {
        const Token& else_tok = advance();
        expect_colon();
        parse_block(n->orelse, "'else' statement", else_tok.line);
    }
    return finish(std::move(n));
}

StmtPtr Parser::parse_for(const Token* async_tok) {
    const Token& kw = advance();
    auto n = start_at<For>(async_tok ? *async_tok : kw);
    n->is_async = async_tok != nullptr;
    n->target = parse_target_list("in");
    set_context(*n->target, ExprContext::Store);
    if (!accept_kw("in")) fail_generic();
    n->iter = parse_star_expressions();
    expect_colon();
    parse_block(n->body, "'for' statement", kw.line);
    if (at_kw("else")) {
        const Token& else_tok = advance();
        expect_colon();
        parse_block(n->orelse, "'else' statement", else_tok.line);
    }
    return finish(std::move(n));
}

StmtPtr Parser::parse_with(const Token* async_tok) {
    const Token& kw = advance();
    auto n = start_at<With>(async_tok ? *async_tok : kw);
    n->is_async = async_tok != nullptr;
    auto parse_item = [&]() {
        WithItem item;
        item.context_expr = parse_expression();
        if (accept_kw("as")) {
            item.optional_vars = parse_star_target_element();
            set_context(*item.optional_vars, ExprContext::Store);
        }
        n->items.push_back(std::move(item));
    };
    bool done = false;
    if (at_op("(")) {
        // `with (a as b, c):` groups items; `with (a, b) as c:` is a tuple. Try the first reading.
        size_t save = m_pos;
        try {
            advance();
            do {
                if (at_op(")")) break;
                parse_item();
            } while (accept_op(","));
            // `with ():` is one item, the empty tuple: the grouped reading needs an item.
            if (!n->items.empty() && accept_op(")") && at_op(":")) done = true;
        } catch (const ParseFailure&) {
        }
        if (!done) {
            m_pos = save;
            n->items.clear();
        }
    }
    if (!done) {
        do {
            parse_item();
        } while (accept_op(","));
    }
    expect_colon();
    parse_block(n->body, "'with' statement", kw.line);
    return finish(std::move(n));
}

StmtPtr Parser::parse_try() {
    const Token& kw = advance();
    auto n = start_at<Try>(kw);
    expect_colon();
    parse_block(n->body, "'try' statement", kw.line);
    bool saw_plain = false;
    while (at_kw("except")) {
        const Token& ex = advance();
        ExceptHandler h;
        h.line = ex.line;
        h.col = ex.col;
        bool star = accept_op("*");
        if (star) {
            n->is_star = true;
            if (at_op(":")) fail_token(tok(), "expected one or more exception types");
        } else {
            saw_plain = true;
        }
        if (star && saw_plain) {
            fail_token(ex, "cannot have both 'except' and 'except*' on the same 'try'");
        }
        if (!star && n->is_star) {
            fail_token(ex, "cannot have both 'except' and 'except*' on the same 'try'");
        }
        if (!at_op(":")) {
            h.type = parse_expression();
            if (at_op(",")) {
                // `except A, B:` is Python 2 syntax.
                ExprPtr rest;
                advance();
                parse_expressions();
                fail("multiple exception types must be parenthesized", h.type->line, h.type->col,
                     prev().end_line, prev().end_col);
            }
            if (accept_kw("as")) h.name = expect_name();
        }
        expect_colon();
        parse_block(h.body, star ? "'except*' statement" : "'except' statement", ex.line);
        h.end_line = last_significant().end_line;
        h.end_col = last_significant().end_col;
        n->handlers.push_back(std::move(h));
    }
    if (at_kw("else")) {
        if (n->handlers.empty()) fail_generic();
        const Token& else_tok = advance();
        expect_colon();
        parse_block(n->orelse, "'else' statement", else_tok.line);
    }
    if (at_kw("finally")) {
        const Token& fin = advance();
        expect_colon();
        parse_block(n->finalbody, "'finally' statement", fin.line);
    }
    if (n->handlers.empty() && n->finalbody.empty()) {
        fail_token(tok(), "expected 'except' or 'finally' block");
    }
    return finish(std::move(n));
}

void Parser::parse_parameters(Arguments& args, bool is_lambda, std::string_view closer) {
    bool slash_seen = false, star_seen = false, kwarg_seen = false, default_seen = false;
    std::set<std::string> names;
    auto parse_param = [&]() {
        Arg a;
        const Token& t = tok();
        a.line = t.line;
        a.col = t.col;
        a.arg = expect_name();
        if (!names.insert(a.arg).second) {
            fail_token(t, "duplicate argument '" + a.arg + "' in function definition");
        }
        if (!is_lambda && accept_op(":")) a.annotation = parse_annotation();
        a.end_line = prev().end_line;
        a.end_col = prev().end_col;
        return a;
    };
    while (!at_op(closer)) {
        if (kwarg_seen) fail_token(tok(), "arguments cannot follow var-keyword argument");
        if (at_op("/")) {
            const Token& t = advance();
            if (slash_seen) fail_token(t, "/ may appear only once");
            if (star_seen) fail_token(t, "/ must be ahead of *");
            if (args.args.empty()) fail_token(t, "at least one argument must precede /");
            args.posonlyargs = std::move(args.args);
            args.args.clear();
            slash_seen = true;
        } else if (at_op("*")) {
            const Token& t = advance();
            if (star_seen) fail_token(t, "* argument may appear only once");
            star_seen = true;
            if (at_op(",") || at_op(closer)) {
                bool named_follow = at_op(",") && !tok(1).is_op(closer) && !tok(1).is_op("**");
                if (!named_follow) fail_token(t, "named arguments must follow bare *");
            } else {
                args.vararg = std::make_unique<Arg>(parse_param());
                if (at_op("=")) fail_token(tok(), "var-positional argument cannot have default value");
            }
        } else if (at_op("**")) {
            advance();
            args.kwarg = std::make_unique<Arg>(parse_param());
            if (at_op("=")) fail_token(tok(), "var-keyword argument cannot have default value");
            kwarg_seen = true;
        } else {
            Arg a = parse_param();
            ExprPtr def;
            if (accept_op("=")) def = parse_expression();
            if (star_seen) {
                args.kwonlyargs.push_back(std::move(a));
                args.kw_defaults.push_back(std::move(def));
            } else {
                if (def) {
                    default_seen = true;
                    args.defaults.push_back(std::move(def));
                } else if (default_seen) {
                    fail_at(a, "non-default argument follows default argument");
                }
                args.args.push_back(std::move(a));
            }
        }
        if (!accept_op(",")) break;
    }
}

StmtPtr Parser::parse_funcdef(ExprList decorators, const Token* async_tok, const Token& first) {
    const Token& kw = advance();  // def
    auto n = start_at<FunctionDef>(first);
    n->is_async = async_tok != nullptr;
    n->decorator_list = std::move(decorators);
    n->name = expect_name();
    expect_op("(");
    {
        ++m_paren_level;
        parse_parameters(n->args, false, ")");
        --m_paren_level;
    }
    expect_op(")");
    if (accept_op("->")) n->returns = parse_annotation();
    expect_colon();
    parse_block(n->body, "function definition", kw.line);
    return finish(std::move(n));
}

StmtPtr Parser::parse_classdef(ExprList decorators, const Token& first) {
    const Token& kw = advance();  // class
    auto n = start_at<ClassDef>(first);
    n->decorator_list = std::move(decorators);
    n->name = expect_name();
    if (accept_op("(")) {
        Call call;
        parse_call_arguments(call);
        n->bases = std::move(call.args);
        n->keywords = std::move(call.keywords);
    }
    expect_colon();
    parse_block(n->body, "class definition", kw.line);
    return finish(std::move(n));
}

}  // namespace basilisk::compiler::detail

namespace basilisk::compiler::detail {

ExprPtr Parser::parse_annotation() {
    uint32_t from = tok().start;
    ExprPtr e = parse_expression();
    if (!m_future_annotations) return e;
    auto text = start_at<Constant>(*e);
    text->end_line = e->end_line;
    text->end_col = e->end_col;
    text->value_kind = ConstantKind::Str;
    if (e->kind == ExprKind::Constant && e->as<Constant>().value_kind == ConstantKind::Str) {
        // A quoted annotation becomes its repr, quotes included, as ast.unparse writes it.
        const std::string& s = e->as<Constant>().str_value;
        char q = s.find('\'') != std::string::npos && s.find('"') == std::string::npos ? '"' : '\'';
        text->str_value = std::string(1, q) + s + std::string(1, q);
    } else {
        // The source as written, each line break and its indentation read as one space.
        std::string_view src = m_src.substr(from, prev().end - from);
        bool space = false;
        for (char c : src) {
            if (c == '\n' || c == '\r' || c == '\\') { space = true; continue; }
            if (space && (c == ' ' || c == '\t')) continue;
            if (space && !text->str_value.empty() && text->str_value.back() != '(' && text->str_value.back() != '[') text->str_value += ' ';
            space = false;
            text->str_value += c;
        }
    }
    return text;
}

}  // namespace basilisk::compiler::detail
