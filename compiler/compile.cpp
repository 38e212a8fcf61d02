#include "compiler/compile.h"

#include "compiler/codegen.h"
#include "compiler/parser.h"
#include "compiler/scope.h"

namespace basilisk::compiler {

const char* feature_name(Feature feature) {
    switch (feature) {
    case Feature::FunctionDef: return "function definitions";
    case Feature::Lambda: return "lambda";
    case Feature::ClassDef: return "class definitions";
    case Feature::WhileLoop: return "while loops";
    case Feature::ForLoop: return "for loops";
    case Feature::Comprehension: return "comprehensions";
    case Feature::GeneratorExpression: return "generator expressions";
    case Feature::Generator: return "yield";
    case Feature::Try: return "try statements";
    case Feature::Raise: return "raise";
    case Feature::With: return "with statements";
    case Feature::Import: return "import";
    case Feature::Global: return "global declarations";
    case Feature::Nonlocal: return "nonlocal declarations";
    case Feature::Assert: return "assert";
    case Feature::Delete: return "del";
    case Feature::TupleUnpacking: return "tuple unpacking";
    case Feature::Subscript: return "indexing and slicing";
    case Feature::BreakContinue: return "break and continue";
    case Feature::StringMethods: return "string methods";
    case Feature::Async: return "async/await";
    }
    return "this feature";
}

bool is_string_method_name(std::string_view name) {
    static constexpr std::string_view kNames[] = {
        "capitalize", "casefold", "center", "encode", "endswith", "expandtabs", "find", "format",
        "format_map", "isalnum", "isalpha", "isascii", "isdecimal", "isdigit", "isidentifier",
        "islower", "isnumeric", "isprintable", "isspace", "istitle", "isupper", "join", "ljust",
        "lower", "lstrip", "maketrans", "partition", "removeprefix", "removesuffix", "replace",
        "rfind", "rindex", "rjust", "rpartition", "rsplit", "rstrip", "split", "splitlines",
        "startswith", "strip", "swapcase", "title", "translate", "upper", "zfill",
    };
    for (std::string_view n : kNames)
        if (n == name) return true;
    return false;
}

static_assert(std::is_same_v<SourceLines, vm::SourceLines>, "a Module's lines move into its Program");

namespace {

// 1-based character offset of the 0-based byte column `col` in `text` (CPython's SyntaxError
// offsets count code points).
int char_offset(const std::string& text, int col) {
    if (col < 0) return 0;
    int chars = 0;
    for (size_t i = 0; i < text.size() && i < size_t(col); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++chars;
    if (size_t(col) > text.size()) chars += col - int(text.size());
    return chars + 1;
}

SyntaxErrorInfo to_syntax_error(const CompileError& err, const Module& module, const std::string& filename) {
    SyntaxErrorInfo info;
    info.type = err.type;
    info.message = err.message;
    info.filename = filename;
    info.line = err.line;
    if (err.line >= 1 && size_t(err.line) <= module.source_lines.size()) {
        info.text = module.source_lines[size_t(err.line - 1)];
        info.col = char_offset(info.text, err.col);
    }
    if (err.end_line >= 1 && size_t(err.end_line) <= module.source_lines.size()) {
        info.end_line = err.end_line;
        info.end_col = char_offset(module.source_lines[size_t(err.end_line - 1)], err.end_col);
    }
    return info;
}

// `owned_lines`, when given, is the module's own source_lines, moved into the Program on
// success instead of copied (compile_program owns the Module it parsed).
std::variant<vm::ProgramRef, SyntaxErrorInfo> compile_impl(const Module& module, const CompileOptions& options,
                                                           SourceLines* owned_lines, CompileGuard* guard) {
    SymbolTable table;
    if (auto err = SymbolTable::build_into(table, module, guard, options.top_level_await)) {
        if (guard && guard->exceeded()) return limit_error(*guard, options.filename);
        return to_syntax_error(*err, module, options.filename);
    }
    auto program = std::make_shared<vm::Program>();
    program->filename = options.filename;
    CodeGen gen(table, options, *program, guard);
    if (auto err = gen.compile(module)) {
        if (guard && guard->exceeded()) return limit_error(*guard, options.filename);
        return to_syntax_error(*err, module, options.filename);
    }
    if (owned_lines)
        program->source_lines = std::move(*owned_lines);
    else
        program->source_lines = module.source_lines;
    vm::index_cache_sites(*program);
    return vm::ProgramRef(std::move(program));
}

}  // namespace

std::variant<vm::ProgramRef, SyntaxErrorInfo> compile_module(const Module& module, const CompileOptions& options) {
    CompileGuard guard(options.limits);
    return compile_impl(module, options, nullptr, guard.active() ? &guard : nullptr);
}

std::variant<vm::ProgramRef, SyntaxErrorInfo> compile_program(std::string_view source, const CompileOptions& options) {
    Module module;  // on the stack: the tree is only needed until the code is generated
    CompileGuard guard(options.limits);
    CompileGuard* bounded = guard.active() ? &guard : nullptr;  // no limits: no ticking
    if (auto err = parse_module_into(module, source, options.filename, bounded)) return std::move(*err);
    return compile_impl(module, options, &module.source_lines, bounded);
}

}  // namespace basilisk::compiler
