// re through the public API: what the conformance programs cannot check against CPython — the
// constructs RE2 cannot run (CPython runs them), linear-time matching of patterns that make
// CPython hang, and the limits inside long scans.
#include <chrono>
#include <string>

#include "tests/embedding/api_helpers.h"

namespace basilisk::test {
namespace {

HostValue result_of(CodeSandbox& sandbox, const std::string& code) {
    ExecutionEvent ev = sandbox.execute(code).next();
    return std::get<ExecutionResult>(ev).output;
}

CodeRuntimeError error_of(CodeSandbox& sandbox, const std::string& code) {
    try {
        sandbox.execute(code).next();
    } catch (const CodeRuntimeError& e) {
        return e;
    }
    ADD_FAILURE() << "no error from: " << code;
    return CodeRuntimeError("", "", "", "");
}

TEST(Re, ConstructsRe2CannotRunRaiseReErrorNamingThem) {
    CodeSandbox sandbox;
    const std::pair<const char*, const char*> cases[] = {
        {"a(?=b)", "look-ahead assertions (?=...) are not supported (re runs on RE2, a linear-time engine) at position 1"},
        {"a(?!b)", "negative look-ahead assertions (?!...) are not supported (re runs on RE2, a linear-time engine) at position 1"},
        {"(?<=a)b", "look-behind assertions (?<=...) are not supported (re runs on RE2, a linear-time engine) at position 0"},
        {"(?<!a)b", "negative look-behind assertions (?<!...) are not supported (re runs on RE2, a linear-time engine) at position 0"},
        {"(a)\\\\1", "backreferences (\\1) are not supported (re runs on RE2, a linear-time engine) at position 3"},
        {"(?P<x>a)(?P=x)", "backreferences (?P=name) are not supported (re runs on RE2, a linear-time engine) at position 8"},
        {"(a)?(?(1)b|c)", "conditional groups (?(...)...) are not supported (re runs on RE2, a linear-time engine) at position 4"},
        {"(?>ab)", "atomic groups (?>...) are not supported (re runs on RE2, a linear-time engine) at position 0"},
        {"a*+", "possessive quantifiers are not supported (re runs on RE2, a linear-time engine) at position 2"},
        {"a{1001}", "repetition count above 1000 not supported by RE2 at position 1"},
    };
    for (const auto& [pattern, message] : cases) {
        CodeRuntimeError e = error_of(sandbox, std::string("import re\nre.compile('") + pattern + "')");
        EXPECT_EQ(e.type, "error") << pattern;
        EXPECT_EQ(e.message(), message) << pattern;
    }
    // Caught as re.error, with msg and pos.
    EXPECT_EQ(result_of(sandbox, "import re\ntry:\n    re.search('x(?=y)', 'xy')\nexcept re.error as e:\n    r = [e.pos, e.msg[:11]]\nr"),
              result_of(sandbox, "[1, 'look-ahead ']"));
}

// Patterns that backtrack exponentially in CPython answer at once (CPython: hours).
TEST(Re, CatastrophicPatternsAreLinear) {
    SandboxConfig config;
    config.limits.max_duration_ms = 5000;
    CodeSandbox sandbox(config);
    auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(result_of(sandbox, "import re\nre.match(r'(a+)+$', 'a' * 10000 + 'b') is None"), HostValue(true));
    EXPECT_EQ(result_of(sandbox, "import re\nre.search(r'(x+x+)+y', 'x' * 100000) is None"), HostValue(true));
    EXPECT_EQ(result_of(sandbox, "import re\nlen(re.findall(r'(a|aa)+b', 'a' * 50000))"), HostValue(int64_t(0)));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3));
}

// Long scans charge the instruction budget inside the native call (one step per 64 bytes
// scanned and per match), so a small budget stops a huge findall, search or sub (6 MB here).
TEST(Re, InstructionLimitHoldsInsideLongScans) {
    SandboxConfig config;
    config.limits.max_instructions = 50000;
    CodeSandbox sandbox(config);
    EXPECT_THROW(sandbox.execute("import re\ns = 'ab ' * 2000000\nre.findall('b', s)").next(), CodeLimitError);
    EXPECT_THROW(sandbox.execute("import re\ns = 'ab ' * 2000000\nre.search('z', s)").next(), CodeLimitError);
    EXPECT_THROW(sandbox.execute("import re\ns = 'ab ' * 2000000\nre.sub('a', 'x', s)").next(), CodeLimitError);
}

}  // namespace
}  // namespace basilisk::test
