// The compiler's fast paths for short scripts (precedence climbing over the binary levels, the
// AST node arena, the lexer's plain-integer path, the inline code units) must not change what the
// compiler accepts, builds or reports.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <variant>

#include "compiler/ast.h"
#include "compiler/compile.h"
#include "compiler/parser.h"

namespace basilisk::compiler {
namespace {

struct DumpCase {
    const char* source;
    const char* expected;
};

// Expected trees from CPython 3.11's ast.dump().
const DumpCase kPrecedenceCases[] = {
    {"a | b ^ c & d << e + f * g",
     "Module(body=[Expr(value=BinOp(left=Name(id='a', ctx=Load()), op=BitOr(), right=BinOp(left=Name(id='b', ctx=Load()), op=BitXor(), right=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=BinOp(left=Name(id='d', ctx=Load()), op=LShift(), right=BinOp(left=Name(id='e', ctx=Load()), op=Add(), right=BinOp(left=Name(id='f', ctx=Load()), op=Mult(), right=Name(id='g', ctx=Load()))))))))], type_ignores=[])"},
    {"a * b + c * d - e // f % g @ h",
     "Module(body=[Expr(value=BinOp(left=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Mult(), right=Name(id='b', ctx=Load())), op=Add(), right=BinOp(left=Name(id='c', ctx=Load()), op=Mult(), right=Name(id='d', ctx=Load()))), op=Sub(), right=BinOp(left=BinOp(left=BinOp(left=Name(id='e', ctx=Load()), op=FloorDiv(), right=Name(id='f', ctx=Load())), op=Mod(), right=Name(id='g', ctx=Load())), op=MatMult(), right=Name(id='h', ctx=Load()))))], type_ignores=[])"},
    {"a - b - c",
     "Module(body=[Expr(value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Sub(), right=Name(id='b', ctx=Load())), op=Sub(), right=Name(id='c', ctx=Load())))], type_ignores=[])"},
    {"a << b >> c | d",
     "Module(body=[Expr(value=BinOp(left=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=LShift(), right=Name(id='b', ctx=Load())), op=RShift(), right=Name(id='c', ctx=Load())), op=BitOr(), right=Name(id='d', ctx=Load())))], type_ignores=[])"},
    {"-a ** -b * c",
     "Module(body=[Expr(value=BinOp(left=UnaryOp(op=USub(), operand=BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=UnaryOp(op=USub(), operand=Name(id='b', ctx=Load())))), op=Mult(), right=Name(id='c', ctx=Load())))], type_ignores=[])"},
    {"a + b * c ** d ** e - f",
     "Module(body=[Expr(value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Add(), right=BinOp(left=Name(id='b', ctx=Load()), op=Mult(), right=BinOp(left=Name(id='c', ctx=Load()), op=Pow(), right=BinOp(left=Name(id='d', ctx=Load()), op=Pow(), right=Name(id='e', ctx=Load()))))), op=Sub(), right=Name(id='f', ctx=Load())))], type_ignores=[])"},
    {"a & b | c & d ^ e",
     "Module(body=[Expr(value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=BitAnd(), right=Name(id='b', ctx=Load())), op=BitOr(), right=BinOp(left=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=Name(id='d', ctx=Load())), op=BitXor(), right=Name(id='e', ctx=Load()))))], type_ignores=[])"},
    {"not a == b + c | d",
     "Module(body=[Expr(value=UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[Eq()], comparators=[BinOp(left=BinOp(left=Name(id='b', ctx=Load()), op=Add(), right=Name(id='c', ctx=Load())), op=BitOr(), right=Name(id='d', ctx=Load()))])))], type_ignores=[])"},
    {"x[1] * y.z + f(2) ** 2",
     "Module(body=[Expr(value=BinOp(left=BinOp(left=Subscript(value=Name(id='x', ctx=Load()), slice=Constant(value=1), ctx=Load()), op=Mult(), right=Attribute(value=Name(id='y', ctx=Load()), attr='z', ctx=Load())), op=Add(), right=BinOp(left=Call(func=Name(id='f', ctx=Load()), args=[Constant(value=2)], keywords=[]), op=Pow(), right=Constant(value=2))))], type_ignores=[])"},
    {"x = 12 + 0 - 7if y else 1_000",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='y', ctx=Load()), body=BinOp(left=BinOp(left=Constant(value=12), op=Add(), right=Constant(value=0)), op=Sub(), right=Constant(value=7)), orelse=Constant(value=1000)))], type_ignores=[])"},
};

TEST(CompilerFastPaths, BinaryLevelsMatchCPythonTrees) {
    for (const auto& c : kPrecedenceCases) {
        ParseResult r = parse_module(c.source);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Module>>(r)) << c.source;
        EXPECT_EQ(dump(*std::get<std::unique_ptr<Module>>(r)), c.expected) << c.source;
    }
}

std::string error_message(const std::string& src) {
    ParseResult r = parse_module(src);
    if (!std::holds_alternative<SyntaxErrorInfo>(r)) return "";
    const auto& e = std::get<SyntaxErrorInfo>(r);
    return e.message + " @" + std::to_string(e.line) + ":" + std::to_string(e.col);
}

std::string repeat(const std::string& s, int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += s;
    return out;
}

// Long operator chains count against the nesting budget link by link, per precedence level, as
// the one-function-per-level parser counted them: the limits and error positions below were
// measured with that parser.
TEST(CompilerFastPaths, ChainBudgetBoundariesAreUnchanged) {
    EXPECT_EQ(error_message("a" + repeat("+a", 999) + "\n"), "");
    EXPECT_EQ(error_message("a" + repeat("+a", 1000) + "\n"), "too many nested parentheses @1:2000");
    EXPECT_EQ(error_message("a" + repeat("|a", 1000) + "\n"), "too many nested parentheses @1:2000");
    // Term links end when a looser operator follows; only the sum chain accumulates.
    EXPECT_EQ(error_message("a" + repeat("*a+a", 999) + "\n"), "");
    EXPECT_EQ(error_message("a" + repeat("*a+a", 1000) + "\n"), "too many nested parentheses @1:3998");
    EXPECT_EQ(error_message("a" + repeat("+a*a", 999) + "\n"), "too many nested parentheses @1:3996");
}

TEST(CompilerFastPaths, PlainIntegerLiterals) {
    EXPECT_EQ(error_message("x = 007\n"),
              "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal "
              "integers @1:5");
    EXPECT_EQ(error_message("x = 12abc\n"), "invalid decimal literal @1:6");
    EXPECT_EQ(error_message("x = 1_\n"), "invalid decimal literal @1:6");
    EXPECT_EQ(error_message("x = 1if y else 2\n"), "");
    EXPECT_EQ(error_message("x = 5\\\n+1\n"), "");
    EXPECT_EQ(error_message("x = 0\n"), "");
}

// Nodes the parser makes live in the Module's arena; nodes made by hand (as tools and tests do)
// come from the heap. Both kinds must delete cleanly, also mixed in one tree (ASan checks this).
TEST(CompilerFastPaths, ArenaAndHeapNodesMix) {
    ParseResult r = parse_module("x = 1 + 2\n");
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Module>>(r));
    Module& m = *std::get<std::unique_ptr<Module>>(r);
    auto& assign = m.body[0]->as<Assign>();
    auto extra = std::make_unique<Name>();
    extra->id = "a_name_longer_than_the_small_string_buffer";
    assign.value->as<BinOp>().right = std::move(extra);  // frees an arena Constant, keeps a heap Name
    EXPECT_EQ(dump(m), "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), "
                       "op=Add(), right=Name(id='a_name_longer_than_the_small_string_buffer', ctx=Load())))], "
                       "type_ignores=[])");
    auto stmt = std::make_unique<Pass>();
    m.body.push_back(std::move(stmt));
}

// A module far bigger than the arena's inline buffer and first chunks, with a syntax error at
// its very end (the partial tree is unwound while the arena is alive), then without it.
TEST(CompilerFastPaths, BigModulesSpanManyArenaChunks) {
    std::string src;
    for (int i = 0; i < 5000; ++i) src += "v" + std::to_string(i) + " = [i * 2 for i in range(3)] + [f'{i}']\n";
    EXPECT_EQ(error_message(src + "x = (\n"), "'(' was never closed @5001:5");
    EXPECT_EQ(error_message(src + "1 +\n"), "invalid syntax @5001:4");
    auto compiled = compile_program(src + "def g(a):\n    return lambda b: a + b\n");
    ASSERT_TRUE(std::holds_alternative<vm::ProgramRef>(compiled));
    EXPECT_EQ(std::get<vm::ProgramRef>(compiled)->codes.size(), 5003u);  // module, 5000 listcomps, g, lambda
}


// parse_disjunction goes straight to the comparison level when the operand cannot start with
// `not`; `and`/`or`/`not` mixes must build CPython's trees (expected: CPython 3.11's ast.dump()).
const DumpCase kBoolCases[] = {
    {"not a and b or c",
     "Module(body=[Expr(value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Name(id='a', ctx=Load())), Name(id='b', ctx=Load())]), Name(id='c', ctx=Load())]))], type_ignores=[])"},
    {"a or not b and c",
     "Module(body=[Expr(value=BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Name(id='b', ctx=Load())), Name(id='c', ctx=Load())])]))], type_ignores=[])"},
    {"a and b and not c or d",
     "Module(body=[Expr(value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load()), UnaryOp(op=Not(), operand=Name(id='c', ctx=Load()))]), Name(id='d', ctx=Load())]))], type_ignores=[])"},
    {"not not a",
     "Module(body=[Expr(value=UnaryOp(op=Not(), operand=UnaryOp(op=Not(), operand=Name(id='a', ctx=Load()))))], type_ignores=[])"},
    {"a or b or not not c and d if e else f",
     "Module(body=[Expr(value=IfExp(test=Name(id='e', ctx=Load()), body=BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load()), BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=UnaryOp(op=Not(), operand=Name(id='c', ctx=Load()))), Name(id='d', ctx=Load())])]), orelse=Name(id='f', ctx=Load())))], type_ignores=[])"},
    {"x = not a == b and c < d or e",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[Eq()], comparators=[Name(id='b', ctx=Load())])), Compare(left=Name(id='c', ctx=Load()), ops=[Lt()], comparators=[Name(id='d', ctx=Load())])]), Name(id='e', ctx=Load())]))], type_ignores=[])"},
};

TEST(CompilerFastPaths, BoolOperatorTreesMatchCPython) {
    for (const auto& c : kBoolCases) {
        ParseResult r = parse_module(c.source);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Module>>(r)) << c.source;
        EXPECT_EQ(dump(*std::get<std::unique_ptr<Module>>(r)), c.expected) << c.source;
    }
}

// The nesting budget of `not` chains after `and`/`or` (the limits and positions were measured
// with the parser before the comparison-level shortcut).
TEST(CompilerFastPaths, NotChainBudgetBoundariesAreUnchanged) {
    EXPECT_EQ(error_message(repeat("not ", 999) + "a\n"), "");
    EXPECT_EQ(error_message(repeat("not ", 1000) + "a\n"), "too many nested parentheses @1:3997");
    EXPECT_EQ(error_message("x or " + repeat("not ", 999) + "a\n"), "");
    EXPECT_EQ(error_message("x or " + repeat("not ", 1000) + "a\n"), "too many nested parentheses @1:4002");
    EXPECT_EQ(error_message("x and " + repeat("not ", 999) + "a\n"), "");
    EXPECT_EQ(error_message("x and " + repeat("not ", 1000) + "a\n"), "too many nested parentheses @1:4003");
    EXPECT_EQ(error_message("a" + repeat(" or a", 1001) + "\n"), "");
    EXPECT_EQ(error_message("a" + repeat(" and a", 1001) + "\n"), "");
}

// compile_program parses into a Module on its stack and moves its lines into the Program; the
// lines must be exactly the source's (a final newline starts no line), and a syntax error must
// read as parse_module reports it.
TEST(CompilerFastPaths, CompileProgramKeepsLinesAndErrors) {
    auto lines_of = [](const char* src) {
        auto compiled = compile_program(src);
        EXPECT_TRUE(std::holds_alternative<vm::ProgramRef>(compiled)) << src;
        if (!std::holds_alternative<vm::ProgramRef>(compiled)) return std::string("?");
        std::string out;
        for (const auto& line : std::get<vm::ProgramRef>(compiled)->source_lines) out += "[" + line + "]";
        return out;
    };
    EXPECT_EQ(lines_of(""), "");
    EXPECT_EQ(lines_of("1 + 2"), "[1 + 2]");
    EXPECT_EQ(lines_of("1 + 2\n"), "[1 + 2]");
    EXPECT_EQ(lines_of("1 + 2\n\n"), "[1 + 2][]");
    EXPECT_EQ(lines_of("x = 1\r\ny = 2\rz = 3\n"), "[x = 1][y = 2][z = 3]");
    EXPECT_EQ(lines_of("x = 'a string longer than the small string buffer'\ny = x\n"),
              "[x = 'a string longer than the small string buffer'][y = x]");
    for (const char* bad : {"1 +\n", "x = (\n", "  1\n", "def f(:\n", "1 + 2 := 3\n"}) {
        auto compiled = compile_program(bad);
        ASSERT_TRUE(std::holds_alternative<SyntaxErrorInfo>(compiled)) << bad;
        ParseResult parsed = parse_module(bad, "main.py");
        ASSERT_TRUE(std::holds_alternative<SyntaxErrorInfo>(parsed)) << bad;
        const auto& a = std::get<SyntaxErrorInfo>(compiled);
        const auto& b = std::get<SyntaxErrorInfo>(parsed);
        EXPECT_EQ(a.message, b.message) << bad;
        EXPECT_EQ(a.filename, "main.py");
        EXPECT_EQ(a.line, b.line) << bad;
        EXPECT_EQ(a.col, b.col) << bad;
        EXPECT_EQ(a.end_col, b.end_col) << bad;
        EXPECT_EQ(a.text, b.text) << bad;
    }
}

// A one-code program's Code lives inside the Program, with its short arrays inline; copies and
// moves of it (snapshot loading returns Programs by value) must keep every array.
TEST(CompilerFastPaths, InlineCodeArraysSurviveCopyAndMove) {
    auto compiled = compile_program("x = 1 + 2\nprint(x, 'two', 3.5, None)\n");
    ASSERT_TRUE(std::holds_alternative<vm::ProgramRef>(compiled));
    const vm::Program& original = *std::get<vm::ProgramRef>(compiled);
    std::string listing = vm::disassemble(original);
    vm::Program copy = original;
    EXPECT_EQ(vm::disassemble(copy), listing);
    vm::Program moved = std::move(copy);
    EXPECT_EQ(vm::disassemble(moved), listing);
    EXPECT_EQ(moved.codes[0].site_of_pc.size(), moved.codes[0].instructions.size());
    EXPECT_EQ(moved.codes[0].site_of_pc, original.codes[0].site_of_pc);
}

}  // namespace
}  // namespace basilisk::compiler
