// Built-in modules through the public API: what import finds and refuses, per-execution module
// state, the feature switch, and the wordings checked against CPython where the conformance
// programs cannot (the CPython that regenerates them may load a module from a file, whose repr
// and ImportError name the path).
#include <chrono>
#include <string>

#include "tests/embedding/api_helpers.h"
#include "vm/native.h"

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

TEST(Modules, EveryModuleInTheTableImports) {
    CodeSandbox sandbox;
    for (const vm::ModuleDef& m : vm::builtin_modules()) {
        std::string name(m.name);
        EXPECT_EQ(result_of(sandbox, "import " + name + "\n" + name + ".__name__"), HostValue(name)) << name;
    }
}

TEST(Modules, TheOutsideWorldStaysUnimportable) {
    CodeSandbox sandbox;
    // sys exists as read-only constants (tests/hostile: nothing in it reaches the process).
    for (const char* name : {"os", "subprocess", "importlib", "builtins", "socket", "ctypes", "pathlib", "shutil", "tempfile"}) {
        CodeRuntimeError e = error_of(sandbox, std::string("import ") + name);
        EXPECT_EQ(e.type, "ModuleNotFoundError") << name;
        EXPECT_EQ(e.message(), std::string("No module named '") + name + "'");
    }
    // io is only its in-memory streams (StringIO, BytesIO, and TextIOWrapper over a stream
    // object it is given): nothing in it opens a file.
    for (const char* name : {"open", "open_code", "FileIO", "BufferedReader", "BufferedWriter"}) {
        CodeRuntimeError e = error_of(sandbox, std::string("import io\nio.") + name);
        EXPECT_EQ(e.type, "AttributeError") << name;
        EXPECT_EQ(e.message(), std::string("module 'io' has no attribute '") + name + "'");
    }
    CodeRuntimeError path = error_of(sandbox, "import io\nio.TextIOWrapper('/etc/passwd').read()");
    EXPECT_EQ(path.type, "AttributeError");
    EXPECT_EQ(path.message(), "'str' object has no attribute 'readable'");
    EXPECT_EQ(error_of(sandbox, "import os.path").message(), "No module named 'os'");
}

TEST(Modules, ReprAndImportErrorOfABuiltInModule) {
    CodeSandbox sandbox;
    EXPECT_EQ(result_of(sandbox, "import keyword\nrepr(keyword)"), HostValue("<module 'keyword' (built-in)>"));
    CodeRuntimeError e = error_of(sandbox, "from keyword import nosuch");
    EXPECT_EQ(e.type, "ImportError");
    EXPECT_EQ(e.message(), "cannot import name 'nosuch' from 'keyword' (unknown location)");
}

TEST(Modules, MathWordingsAsCPythonsBuiltInMath) {
    CodeSandbox sandbox;
    EXPECT_EQ(result_of(sandbox, "import math\nrepr(math)"), HostValue("<module 'math' (built-in)>"));
    CodeRuntimeError e = error_of(sandbox, "from math import nosuch");
    EXPECT_EQ(e.type, "ImportError");
    EXPECT_EQ(e.message(), "cannot import name 'nosuch' from 'math' (unknown location)");
    e = error_of(sandbox, "import math\nmath.nosuch");
    EXPECT_EQ(e.type, "AttributeError");
    EXPECT_EQ(e.message(), "module 'math' has no attribute 'nosuch'");
    EXPECT_EQ(error_of(sandbox, "import math.nosuch").message(), "No module named 'math.nosuch'; 'math' is not a package");
    EXPECT_EQ(result_of(sandbox, "import math\nrepr(math.sqrt)"), HostValue("<built-in function sqrt>"));
}

// A huge result is refused before it is computed (the int size cap), within the time limit.
TEST(Modules, MathRefusesHugeIntsAtOnce) {
    SandboxConfig config;
    config.limits.max_duration_ms = 2000;
    CodeSandbox sandbox(config);
    for (const char* code : {"import math\nmath.factorial(10**6)", "import math\nmath.perm(10**18, 10**6)",
                             "import math\nmath.comb(10**7, 5 * 10**6)"})
        EXPECT_EQ(error_of(sandbox, code).type, "MemoryError") << code;
    // lcm of many arguments is quadratic (as in CPython); the duration limit stops it inside the call.
    auto start = std::chrono::steady_clock::now();
    EXPECT_THROW(sandbox.execute("import math\nmath.lcm(*[2**64 + i for i in range(20000)])").next(), CodeLimitError);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

TEST(Modules, EachExecutionHasItsOwnModules) {
    CodeSandbox sandbox;
    EXPECT_EQ(result_of(sandbox, "import keyword\nkeyword.kwlist.append('x')\nkeyword.kwlist[-1]"), HostValue("x"));
    EXPECT_EQ(result_of(sandbox, "import keyword\nkeyword.kwlist[-1]"), HostValue("yield"));
}

TEST(Modules, ImportsSwitchedOffRefuseEveryForm) {
    CodeSandbox sandbox(SandboxConfig{.disabled_features = {Feature::Import}});
    for (const char* code : {"import keyword", "import keyword as k", "from keyword import kwlist", "from keyword import *"})
        EXPECT_THROW(sandbox.execute(code), CodeSyntaxError) << code;
}

}  // namespace
}  // namespace basilisk::test
