// The match statement and its patterns (PEP 634).
#include "compiler/parser_internal.h"

namespace basilisk::compiler::detail {

StmtPtr Parser::parse_match() {
    const Token& kw = advance();  // match
    auto n = start_at<Match>(kw);
    n->subject = parse_star_expressions();
    if (n->subject->kind == ExprKind::Starred) fail_at(*n->subject, "cannot use starred expression here");
    expect_colon();
    if (tok().kind != TokenKind::Newline) fail_generic();
    advance();
    if (tok().kind != TokenKind::Indent) {
        fail_token(tok(), "expected an indented block after 'match' statement on line " +
                              std::to_string(kw.line),
                   "IndentationError");
    }
    advance();
    DepthGuard guard(*this, 4);
    while (tok().kind != TokenKind::Dedent && tok().kind != TokenKind::EndMarker) {
        if (!at_kw("case")) fail_generic();
        const Token& case_tok = advance();
        MatchCase c;
        c.pattern = parse_pattern_top();
        if (accept_kw("if")) c.guard = parse_named_expression();
        expect_colon();
        parse_block(c.body, "'case' statement", case_tok.line);
        n->cases.push_back(std::move(c));
    }
    if (tok().kind == TokenKind::Dedent) advance();
    if (n->cases.empty()) fail_generic();
    return finish(std::move(n));
}

// `case a, *b:` is an open sequence pattern.
PatternPtr Parser::parse_pattern_top() {
    const Token& start = tok();
    PatternPtr first = at_op("*") ? parse_closed_pattern() : parse_pattern();
    if (!at_op(",") && first->kind != PatternKind::MatchStar) return first;
    auto seq = start_at<MatchSequence>(start);
    seq->patterns.push_back(std::move(first));
    while (accept_op(",")) {
        if (at_op(":") || at_kw("if")) break;
        seq->patterns.push_back(at_op("*") ? parse_closed_pattern() : parse_pattern());
    }
    return finish(std::move(seq));
}

PatternPtr Parser::parse_pattern() {
    DepthGuard guard(*this);
    const Token& start = tok();
    PatternPtr first = parse_closed_pattern();
    if (at_op("|")) {
        auto alt = start_at<MatchOr>(start);
        alt->patterns.push_back(std::move(first));
        while (accept_op("|")) alt->patterns.push_back(parse_closed_pattern());
        first = finish(std::move(alt));
    }
    if (accept_kw("as")) {
        const Token& name_tok = tok();
        std::string name = expect_name();
        if (name == "_") fail_token(name_tok, "cannot use '_' as a target");
        auto as = start_at<MatchAs>(start);
        as->pattern = std::move(first);
        as->name = name;
        return finish(std::move(as));
    }
    return first;
}

// A literal or dotted-name value usable in a pattern: signed numbers, strings, a.b.c.
ExprPtr Parser::parse_pattern_value_expr() {
    const Token& t = tok();
    ExprPtr number;
    if (t.is_op("-")) {
        advance();
        if (tok().kind != TokenKind::Number) fail_generic();
        auto u = start_at<UnaryOp>(t);
        u->op = UnaryOpKind::USub;
        u->operand = parse_number(advance());
        number = finish(std::move(u));
    } else if (t.kind == TokenKind::Number) {
        advance();
        number = parse_number(t);
    }
    if (number) {
        // `1 + 2j` is a complex literal pattern; with a real right-hand side CPython refuses it.
        if ((at_op("+") || at_op("-")) && tok(1).kind == TokenKind::Number) {
            advance();
            const Token& imag = tok();
            parse_number(imag);  // an imaginary part: "complex numbers are not supported"
            fail_token(imag, "imaginary number required in complex literal");
        }
        return number;
    }
    if (t.kind == TokenKind::String || t.kind == TokenKind::FStringStart) {
        ExprPtr s = parse_strings();
        if (s->kind == ExprKind::JoinedStr) fail_at(*s, "patterns may only match literals and attribute lookups");
        return s;
    }
    fail_generic();
}

PatternPtr Parser::parse_closed_pattern() {
    DepthGuard guard(*this);
    const Token& t = tok();
    if (t.is_op("*")) {
        advance();
        auto star = start_at<MatchStar>(t);
        std::string name = expect_name();
        if (name != "_") star->name = name;
        return finish(std::move(star));
    }
    if (t.is_name("None") || t.is_name("True") || t.is_name("False")) {
        advance();
        auto s = start_at<MatchSingleton>(t);
        s->value = t.text == "None" ? ConstantKind::None : t.text == "True" ? ConstantKind::True : ConstantKind::False;
        return finish(std::move(s));
    }
    if (t.is_op("-") || t.kind == TokenKind::Number || t.kind == TokenKind::String ||
        t.kind == TokenKind::FStringStart) {
        auto v = start_at<MatchValue>(t);
        v->value = parse_pattern_value_expr();
        return finish(std::move(v));
    }
    if (t.is_op("(") || t.is_op("[")) {
        bool paren = t.is_op("(");
        const char* closer = paren ? ")" : "]";
        advance();
        auto seq = start_at<MatchSequence>(t);
        if (accept_op(closer)) return finish(std::move(seq));
        PatternPtr first = at_op("*") ? parse_closed_pattern() : parse_pattern();
        if (paren && at_op(")") && first->kind != PatternKind::MatchStar) {
            advance();
            return first;  // a group pattern
        }
        seq->patterns.push_back(std::move(first));
        while (accept_op(",")) {
            if (at_op(closer)) break;
            seq->patterns.push_back(at_op("*") ? parse_closed_pattern() : parse_pattern());
        }
        expect_op(closer);
        return finish(std::move(seq));
    }
    if (t.is_op("{")) {
        advance();
        auto m = start_at<MatchMapping>(t);
        while (!at_op("}")) {
            if (accept_op("**")) {
                const Token& rest_tok = tok();
                m->rest = expect_name();
                if (*m->rest == "_") fail_token(rest_tok, "invalid syntax");  // `**_` is not a capture target
                accept_op(",");
                break;
            }
            ExprPtr key;
            const Token& k = tok();
            if (k.is_name("None") || k.is_name("True") || k.is_name("False")) {
                key = parse_atom();
            } else if (at_name()) {
                key = parse_primary();
                if (key->kind != ExprKind::Attribute) fail_at(*key, "mapping pattern keys may only match literals and attribute lookups");
            } else {
                key = parse_pattern_value_expr();
            }
            expect_op(":");
            m->keys.push_back(std::move(key));
            m->patterns.push_back(parse_pattern());
            if (!accept_op(",")) break;
        }
        expect_op("}");
        return finish(std::move(m));
    }
    if (at_name()) {
        // capture `x`, wildcard `_`, value `a.b`, or class pattern `C(...)` / `a.B(...)`.
        advance();
        ExprPtr name_expr;
        {
            auto nm = start_at<Name>(t);
            nm->id = std::string(t.text);
            name_expr = finish(std::move(nm));
        }
        bool dotted = false;
        while (at_op(".")) {
            advance();
            auto a = start_at<Attribute>(*name_expr);
            a->value = std::move(name_expr);
            a->attr = expect_name();
            name_expr = finish(std::move(a));
            dotted = true;
        }
        if (at_op("(")) {
            advance();
            auto c = start_at<MatchClass>(t);
            c->cls = std::move(name_expr);
            while (!at_op(")")) {
                if (at_name() && tok(1).is_op("=")) {
                    c->kwd_attrs.push_back(std::string(advance().text));
                    advance();
                    c->kwd_patterns.push_back(parse_pattern());
                } else {
                    if (!c->kwd_attrs.empty()) {
                        fail_token(tok(), "positional patterns follow keyword patterns");
                    }
                    c->patterns.push_back(parse_pattern());
                }
                if (!accept_op(",")) break;
            }
            expect_op(")");
            return finish(std::move(c));
        }
        if (dotted) {
            auto v = start_at<MatchValue>(t);
            v->value = std::move(name_expr);
            return finish(std::move(v));
        }
        auto as = start_at<MatchAs>(t);
        if (t.text != "_") as->name = std::string(t.text);
        return finish(std::move(as));
    }
    fail_generic();
}

}  // namespace basilisk::compiler::detail
