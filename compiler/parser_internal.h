#pragma once
// Internal: the recursive-descent parser class shared by parser.cpp, parser_expr.cpp and
// parser_stmt.cpp. Not part of the compiler's interface; use parser.h.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/ast.h"
#include "compiler/compile_guard.h"
#include "compiler/lexer.h"

namespace basilisk::compiler::detail {

// Thrown inside the parser only and caught at parse_module's boundary: unwinding a deep recursive
// descent by hand would clutter every rule. `generic` marks plain "invalid syntax" errors, which a
// later tokenizer error overrides (as CPython reports tokenizer errors first).
struct ParseFailure {
    LexError error;
    bool generic = false;
};

// Nesting budget for the parser's recursion (and for the depth of left-leaning operator chains),
// so that hostile input yields a SyntaxError instead of exhausting the C++ stack.
inline constexpr int kMaxParserDepth = 1000;
// An elif chain nests one If per clause, parsed recursively: 100,000 clauses overflowed the C++
// stack. Chains past kMaxCompileDepth already fail in the scope analysis with CPython's
// RecursionError (CPython fails alike from about 1,500 clauses, and with MemoryError from about
// 6,000); longer ones are stopped here with the same error, before their recursion (five frames
// per clause) nears the C++ stack of a sanitizer build.
inline constexpr int kMaxElifChain = 2000;

class Parser {
public:
    // Nodes are placed in `arena`, which must outlive them (it is the Module's).
    // `lexed` must outlive the parser (its tokens are read in place).
    Parser(std::string_view source, const LexResult& lexed, NodeArena& arena);
    void parse_file(Module& module);
    // Bounds the parse (compile_guard.h): past a limit it fails as at a syntax error, and the
    // caller reports the guard's limit instead.
    void set_guard(CompileGuard* guard) { m_guard = guard; }
    // One statement (possibly compound) followed by the end of input, for an interactive prompt.
    void parse_interactive(Module& module);

private:
    friend struct DepthGuard;
    struct DepthGuard {
        Parser& p;
        int amount;
        DepthGuard(Parser& parser, int n = 1);
        ~DepthGuard() { p.m_depth -= amount; }
    };

    // ---- tokens ----
    // Inline: the recursive descent asks for the current token at every precedence level.
    const Token& tok(size_t ahead = 0) {
        size_t i = m_pos + ahead;
        if (i >= m_tokens.size()) [[unlikely]] return tok_past_end();
        return m_tokens[i];
    }
    const Token& tok_past_end();
    const Token& prev() const { return m_tokens[m_pos - 1]; }
    const Token& advance();
    bool at_op(std::string_view s) { return tok().is_op(s); }
    bool at_kw(std::string_view s) { return tok().is_name(s); }
    bool accept_op(std::string_view s);
    bool accept_kw(std::string_view s);
    void expect_op(std::string_view s);
    void expect_colon();
    std::string expect_name();  // an identifier that is not a keyword
    bool at_name();             // an identifier that is not a keyword
    static bool is_keyword(std::string_view s);
    bool at_expression_start();

    // ---- errors ----
    [[noreturn]] void fail(const std::string& msg, int line, int col, int end_line, int end_col,
                           const char* type = "SyntaxError");
    [[noreturn]] void fail_at(const Node& n, const std::string& msg, const char* type = "SyntaxError");
    [[noreturn]] void fail_token(const Token& t, const std::string& msg, const char* type = "SyntaxError");
    [[noreturn]] void fail_generic();  // "invalid syntax" at the current token
    [[noreturn]] void fail_lex();

    template <class T> std::unique_ptr<T> make_node(int line, int col) {
        T* n = ::new (m_arena.allocate(sizeof(T))) T();
        n->in_arena = true;
        n->line = line;
        n->col = col;
        return std::unique_ptr<T>(n);
    }
    template <class T> std::unique_ptr<T> start_at(const Token& t) { return make_node<T>(t.line, t.col); }
    template <class T> std::unique_ptr<T> start_at(const Node& other) {
        return make_node<T>(other.line, other.col);
    }
    // The end of a node is the end of its last significant token (a block's trailing
    // NEWLINE/DEDENT tokens do not count).
    const Token& last_significant() const {
        size_t i = m_pos;
        while (i > 1) {
            TokenKind k = m_tokens[i - 1].kind;
            if (k != TokenKind::Newline && k != TokenKind::Indent && k != TokenKind::Dedent &&
                k != TokenKind::EndMarker) {
                break;
            }
            --i;
        }
        return m_tokens[i - 1];
    }
    template <class T> T finish(T n) {
        const Token& last = last_significant();
        n->end_line = last.end_line;
        n->end_col = last.end_col;
        return n;
    }

    // ---- statements (parser_stmt.cpp) ----
    // An annotation: the expression, or under `from __future__ import annotations` (PEP 563) a
    // string constant of its source text, which is what CPython stores (ast.unparse of it).
    ExprPtr parse_annotation();
    void parse_statements_until_dedent(StmtList& out);
    void parse_statement(StmtList& out);
    void parse_simple_statements(StmtList& out);
    StmtPtr parse_simple_statement();
    StmtPtr parse_expression_statement();
    StmtPtr parse_compound(std::vector<ExprPtr>* decorators);
    void parse_block(StmtList& out, const std::string& what, int header_line);
    StmtPtr parse_if(bool is_elif);
    StmtPtr parse_while();
    StmtPtr parse_for(const Token* async_tok);
    StmtPtr parse_with(const Token* async_tok);
    StmtPtr parse_try();
    StmtPtr parse_funcdef(ExprList decorators, const Token* async_tok, const Token& first);
    StmtPtr parse_classdef(ExprList decorators, const Token& first);
    StmtPtr parse_import();
    StmtPtr parse_from_import();
    StmtPtr parse_match();
    void parse_parameters(Arguments& args, bool is_lambda, std::string_view closer);
    PatternPtr parse_pattern_top();
    PatternPtr parse_pattern();
    PatternPtr parse_closed_pattern();
    ExprPtr parse_pattern_value_expr();

    // ---- expressions (parser_expr.cpp) ----
    ExprPtr parse_star_expressions();        // a, *b, c   -> Tuple when there is a comma
    ExprPtr parse_star_expression();
    ExprPtr parse_yield_or_star_expressions();
    ExprPtr parse_yield_expr();
    ExprPtr parse_named_expression();
    ExprPtr parse_expression();
    ExprPtr parse_expressions();  // expression (',' expression)* -> Tuple when there is a comma
    ExprPtr parse_lambda();
    ExprPtr parse_disjunction();
    ExprPtr parse_conjunction();
    ExprPtr parse_conjunction_rest(ExprPtr first);  // after the first operand
    ExprPtr parse_inversion();
    ExprPtr parse_comparison();
    ExprPtr parse_bitwise_or();
    ExprPtr parse_binary(int min_level);  // bitwise_or (0) .. term (5), by precedence climbing
    ExprPtr parse_factor();
    ExprPtr parse_power();
    ExprPtr parse_await_primary();
    ExprPtr parse_primary();
    ExprPtr parse_atom();
    ExprPtr parse_paren_atom();
    ExprPtr parse_list_atom();
    ExprPtr parse_brace_atom();
    ExprPtr parse_slices();
    ExprPtr parse_slice();
    void parse_call_arguments(Call& call);
    std::vector<Comprehension> parse_comprehensions();
    ExprPtr parse_target_list(const char* stop_kw);  // for-loop / comprehension targets
    ExprPtr parse_star_target_element();
    ExprPtr parse_strings();
    ExprPtr parse_number(const Token& t);
    void parse_fstring(std::vector<ExprPtr>& parts, std::string& pending);
    void parse_fstring_field(std::vector<ExprPtr>& parts, std::string& pending, bool raw);
    void flush_pending(std::vector<ExprPtr>& parts, std::string& pending, const Token& at);
    std::string decode_fstring_middle(const Token& t, bool raw, bool in_spec);
    std::string decode_string_body(const Token& t, std::string_view body, bool raw, bool is_bytes,
                                   size_t body_offset);
    void check_missing_comma(const Expr& element);

    // ---- targets ----
    void set_context(Expr& e, ExprContext ctx, bool here_hint = false);

    std::string_view m_src;
    NodeArena& m_arena;
    const TokenList& m_tokens;
    const std::optional<LexError>& m_lex_error;
    size_t m_pos = 0;
    int m_depth = 0;
    int m_paren_level = 0;  // > 0 inside (), [] or {} (for "Perhaps you forgot a comma?")
    int m_elif_depth = 0;   // elif clauses parse as nested ifs, recursively (kMaxElifChain)
    CompileGuard* m_guard = nullptr;
    bool m_future_annotations = false;   // `from __future__ import annotations` seen
};

}  // namespace basilisk::compiler::detail
