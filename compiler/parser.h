#pragma once
// The parser's public interface: source text in, an AST or a CPython-worded syntax error out.

#include <memory>
#include <optional>
#include <string_view>
#include <variant>

#include "compiler/ast.h"
#include "compiler/compile_guard.h"
#include "compiler/syntax_error.h"

namespace basilisk::compiler {

using ParseResult = std::variant<std::unique_ptr<Module>, SyntaxErrorInfo>;

// Parses a whole module (CPython's "exec" mode). Never throws on bad input and never crashes:
// invalid UTF-8, NUL bytes, unbalanced brackets or absurd nesting all come back as a
// SyntaxErrorInfo whose message, line and 1-based column match CPython's for the common cases.
ParseResult parse_module(std::string_view source, std::string_view filename = "<string>");

// Parses one interactive statement (CPython's "single" mode): one simple-statement line or one
// compound statement. The Module holds that single statement.
ParseResult parse_interactive(std::string_view source, std::string_view filename = "<stdin>");

// Splits text into lines as tracebacks count them ("\n", "\r\n" and "\r" end a line).
SourceLines split_source_lines(std::string_view source);

// parse_module without the Module's allocation: parses into `module` (freshly constructed),
// returning the error instead when there is one (`module` then holds no statements and must
// only be destroyed).
// `guard`, when given, bounds the time and memory the lexer and parser take (compile_guard.h); past
// a limit the error's `limit` names it.
std::optional<SyntaxErrorInfo> parse_module_into(Module& module, std::string_view source,
                                                 std::string_view filename = "<string>",
                                                 CompileGuard* guard = nullptr);

}  // namespace basilisk::compiler
