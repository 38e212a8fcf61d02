// Host functions, inputs, output, errors, limits, checkpoint errors, feature policy, threads.
#include <algorithm>
#include <chrono>
#include <thread>

#include "checkpoint/envelope.h"
#include "vm/native.h"
#include "tests/embedding/api_helpers.h"

namespace basilisk::test {
namespace {

ExecutionResult finish(CodeExecution& run) { return std::get<ExecutionResult>(run.next()); }

TEST(HostFunctions, AnyUndefinedNameIsAHostFunction) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("w = get_weather(city='Paris')\nw['t']");
    auto call = std::get<FunctionCall>(run.next());
    EXPECT_EQ(call.name, "get_weather");
    run.provide_result(HostValue::dict({{"t", 21}}));
    EXPECT_EQ(finish(run).output, HostValue(21));
}

TEST(HostFunctions, CPythonBuiltinsTheSubsetLacksRaiseNameError) {
    CodeSandbox sandbox;
    for (const char* name : {"eval", "input", "open", "__import__", "exec", "compile", "breakpoint", "globals",
                             "locals", "vars", "dir", "help", "exit", "quit"}) {
        CodeExecution run = sandbox.execute(std::string(name) + "('x')");
        try {
            auto ev = run.next();
            if (std::holds_alternative<FunctionCall>(ev)) ADD_FAILURE() << name << " reached the host";
            // Some of these may be implemented by the subset; then they must not reach the host either.
        } catch (const CodeRuntimeError& e) {
            EXPECT_TRUE(e.type == "NameError" || e.type == "TypeError") << name << ": " << e.type;
            if (e.type == "NameError") EXPECT_EQ(e.message(), std::string("name '") + name + "' is not defined");
        }
    }
}

TEST(HostFunctions, NamesTheCodeDefinesStayNameErrors) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("print(x)\nx = 1");
    try {
        run.next();
        FAIL();
    } catch (const CodeRuntimeError& e) {
        EXPECT_EQ(e.type, "NameError");
    }
}

TEST(HostFunctions, DeclaredFunctionsOnly) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"fetch"}});
    CodeExecution run = sandbox.execute("fetch(1)\nother(2)");
    EXPECT_EQ(std::get<FunctionCall>(run.next()).name, "fetch");
    run.provide_result(HostValue());
    EXPECT_THROW(run.next(), CodeRuntimeError);
}

TEST(Execute, InputsAreGlobals) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("def f():\n    return n * 2\n[f(), name.upper(), len(data)]",
                                        {{"n", 21}, {"name", "ada"}, {"data", HostValue::list({1, 2, 3})}});
    EXPECT_EQ(finish(run).output, HostValue::list({42, "ADA", 3}));
}

TEST(Execute, ResultIsNoneWhenTheCodeEndsWithAStatement) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("x = 1\nif x:\n    x + 1\n");
    EXPECT_TRUE(finish(run).output.is_none());
}

TEST(Execute, StdoutIsHandedOverPerEvent) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("print('one')\nf()\nprint('two')\nprint('three')\n3");
    EXPECT_EQ(std::get<FunctionCall>(run.next()).stdout_text, "one\n");
    run.provide_result(HostValue());
    auto done = finish(run);
    EXPECT_EQ(done.stdout_text, "two\nthree\n");
    EXPECT_EQ(done.output, HostValue(3));
}

TEST(Execute, ExecutionsAreSeparate) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{}});
    CodeExecution a = sandbox.execute("x = 1\nx");
    finish(a);
    CodeExecution b = sandbox.execute("x");
    EXPECT_THROW(b.next(), CodeRuntimeError);
}

TEST(Execute, ExecuteNextKeepsGlobals) {
    CodeSandbox sandbox;
    CodeExecution a = sandbox.execute("x = 20\ndef g():\n    return x + 1");
    finish(a);
    CodeExecution b = sandbox.execute_next(std::move(a), "x += y\ng()", {{"y", 1}});
    EXPECT_EQ(finish(b).output, HostValue(22));
}

// Each keep_globals cell is an execution of its own: its budgets start from zero.
TEST(Execute, ExecuteNextStartsFreshBudgets) {
    CodeSandbox sandbox(SandboxConfig{.limits = {.max_instructions = 30000, .max_allocations = 3000}});
    CodeExecution a = sandbox.execute("n = 0\nfor i in range(2000):\n    n += len([i])\nn");
    EXPECT_EQ(finish(a).output, HostValue(2000));
    for (int cell = 0; cell < 5; ++cell) {
        a = sandbox.execute_next(std::move(a), "for i in range(2000):\n    n += len([i])\nn");
        EXPECT_EQ(finish(a).output, HostValue(2000 * (cell + 2)));
    }
    a = sandbox.execute_next(std::move(a), "while True: pass");
    EXPECT_THROW(a.next(), CodeLimitError);
}

TEST(Errors, SyntaxError) {
    CodeSandbox sandbox;
    try {
        sandbox.execute("x = (1,\n");
        FAIL();
    } catch (const CodeSyntaxError& e) {
        EXPECT_EQ(e.type, "SyntaxError");
        EXPECT_EQ(e.line, 1);
        EXPECT_EQ(e.kind(), "syntax");
        EXPECT_NE(e.report.find("File \"main.py\", line 1"), std::string::npos) << e.report;
    }
}

TEST(Errors, RuntimeErrorCarriesTracebackAndStdout) {
    CodeSandbox sandbox(SandboxConfig{.script_name = "agent.py"});
    CodeExecution run = sandbox.execute("print('before')\ndef f():\n    return 1/0\nf()");
    try {
        run.next();
        FAIL();
    } catch (const CodeRuntimeError& e) {
        EXPECT_EQ(e.type, "ZeroDivisionError");
        EXPECT_EQ(e.message(), "division by zero");
        EXPECT_EQ(e.stdout_text(), "before\n");
        EXPECT_EQ(e.traceback,
                  "Traceback (most recent call last):\n"
                  "  File \"agent.py\", line 4, in <module>\n    f()\n"
                  "  File \"agent.py\", line 3, in f\n    return 1/0\n"
                  "ZeroDivisionError: division by zero");
    }
}

// A bare `raise` re-raises with the traceback unchanged: no entry for the raise line (CPython).
TEST(Errors, BareRaiseAddsNoTracebackEntry) {
    CodeSandbox sandbox(SandboxConfig{.script_name = "agent.py"});
    CodeExecution run = sandbox.execute("def f():\n    try:\n        raise ValueError(1)\n    except ValueError:\n        raise\nf()");
    try {
        run.next();
        FAIL();
    } catch (const CodeRuntimeError& e) {
        EXPECT_EQ(e.traceback,
                  "Traceback (most recent call last):\n"
                  "  File \"agent.py\", line 6, in <module>\n    f()\n"
                  "  File \"agent.py\", line 3, in f\n    raise ValueError(1)\n"
                  "ValueError: 1");
    }
}

// CPython shows a frame's source line only when it can read the file: a script named like
// "<string>" (`python3 -c`) gets none.
TEST(Errors, ScriptWithoutAFileShowsNoSourceLines) {
    CodeSandbox sandbox(SandboxConfig{.script_name = "<string>"});
    CodeExecution run = sandbox.execute("def f():\n    return 1/0\nf()");
    try {
        run.next();
        FAIL();
    } catch (const CodeRuntimeError& e) {
        EXPECT_EQ(e.traceback,
                  "Traceback (most recent call last):\n"
                  "  File \"<string>\", line 3, in <module>\n"
                  "  File \"<string>\", line 2, in f\n"
                  "ZeroDivisionError: division by zero");
    }
}

TEST(Errors, UserExceptionType) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("class Denied(Exception):\n    pass\nraise Denied('no way')");
    try {
        run.next();
        FAIL();
    } catch (const CodeRuntimeError& e) {
        EXPECT_EQ(e.type, "Denied");
        EXPECT_EQ(e.message(), "no way");
    }
}

// ---- Limits -----------------------------------------------------------------------------------

std::string limit_hit(const char* code, ExecutionLimits limits) {
    CodeSandbox sandbox(SandboxConfig{.limits = limits});
    CodeExecution run = sandbox.execute(code);
    try {
        run.next();
    } catch (const CodeLimitError& e) {
        EXPECT_TRUE(run.finished());
        return e.limit;
    } catch (const CodeRuntimeError& e) {
        return "runtime:" + e.type;
    }
    return "none";
}

TEST(Limits, DurationStopsAnInfiniteLoopQuickly) {
    auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(limit_hit("while True: pass", {.max_duration_ms = 100}), "max_duration_ms");
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    EXPECT_GE(ms, 100);
    EXPECT_LT(ms, 150);
}

TEST(Limits, Instructions) {
    EXPECT_EQ(limit_hit("while True: pass", {.max_instructions = 100000}), "max_instructions");
    EXPECT_EQ(limit_hit("sum(range(10))", {.max_instructions = 100000}), "none");
}

// The budget counts the bytecodes that run: a generator resumed by sum() and a host call
// answered cost their few instructions, not a block of 1,024 each (issue 11).
TEST(Limits, InstructionsCountWhatRuns) {
    EXPECT_EQ(limit_hit("sum(v for v in range(5000))", {.max_instructions = 100000}), "none");
    EXPECT_EQ(limit_hit("sum(v for v in range(100000))", {.max_instructions = 100000000}), "none");
    const char* loop = "t = 0\nfor i in range(10000):\n    t += f(i)\nt";
    auto host_loop = [&](uint64_t max) {
        CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}, .limits = {.max_instructions = max}});
        try {
            return json_dump(drive(sandbox.execute(loop), {{"f", [](const FunctionCall& c) { return c.args.at(0); }}}).output.to_json());
        } catch (const CodeLimitError& e) {
            return e.limit;
        }
    };
    EXPECT_EQ(host_loop(20 * 10000), "49995000");   // under 20 instructions per iteration
    EXPECT_EQ(host_loop(2 * 10000), "max_instructions");
}

TEST(Limits, Memory) {
    EXPECT_EQ(limit_hit("x = []\nwhile True:\n    x.append('a' * 1000)", {.max_memory_bytes = 1 << 20}), "max_memory_bytes");
}

TEST(Limits, Allocations) {
    EXPECT_EQ(limit_hit("x = []\nwhile True:\n    x.append([1])", {.max_allocations = 10000}), "max_allocations");
}

TEST(Limits, Output) {
    EXPECT_EQ(limit_hit("while True:\n    print('spam')", {.max_output_bytes = 1000}), "max_output_bytes");
}

TEST(Limits, RecursionIsACatchableRecursionError) {
    EXPECT_EQ(limit_hit("def r(n):\n    return r(n + 1)\nr(0)", {.max_recursion_depth = 50}), "runtime:RecursionError");
    CodeSandbox sandbox(SandboxConfig{.limits = {.max_recursion_depth = 50}});
    CodeExecution run = sandbox.execute("def r(n):\n    return r(n + 1)\ntry:\n    r(0)\nexcept RecursionError:\n    x = 'caught'\nx");
    EXPECT_EQ(finish(run).output, HostValue("caught"));
}

TEST(Limits, NoExceptCanSwallowALimit) {
    EXPECT_EQ(limit_hit("while True:\n    try:\n        while True: pass\n    except BaseException:\n        pass",
                        {.max_instructions = 50000}),
              "max_instructions");
}

TEST(Limits, PerExecutionLimitsOverride) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("while True: pass", {}, ExecutionLimits{.max_instructions = 1000});
    EXPECT_THROW(run.next(), CodeLimitError);
}

// ---- Checkpoint errors ------------------------------------------------------------------------

std::string paused_snapshot() {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("x = [1, 2, 3]\ny = f(x)\nx + y");
    run.next();
    return run.dump();
}

TEST(CheckpointErrors, EveryDamageIsRefused) {
    CodeSandbox sandbox;
    std::string good = paused_snapshot();
    ASSERT_NO_THROW(sandbox.restore(good));
    EXPECT_THROW(sandbox.restore(""), CodeCheckpointError);
    EXPECT_THROW(sandbox.restore("garbage"), CodeCheckpointError);
    EXPECT_THROW(sandbox.restore(good.substr(0, good.size() / 2)), CodeCheckpointError);
    EXPECT_THROW(sandbox.restore(good.substr(0, good.size() - 1)), CodeCheckpointError);
    EXPECT_THROW(sandbox.restore(good + "x"), CodeCheckpointError);
    std::string version = good;
    version[4] = 9;
    EXPECT_THROW(sandbox.restore(version), CodeCheckpointError);
    // Flip every byte in turn (a sample for speed): never a crash, always a checkpoint error.
    for (size_t i = 0; i < good.size(); i += std::max<size_t>(1, good.size() / 200)) {
        std::string bad = good;
        bad[i] = char(bad[i] ^ 0x5A);
        EXPECT_THROW(sandbox.restore(bad), CodeCheckpointError) << "byte " << i;
    }
}

// Damage behind a valid checksum: the sandbox's metadata (script name, host function names,
// defined names) is decoded as carefully as the checkpoint itself.
TEST(CheckpointErrors, ResealedMetadataDamageIsRefusedOrHarmless) {
    CodeSandbox sandbox;
    std::string good = paused_snapshot();
    auto reseal = [](std::string bytes) {
        uint64_t sum = basilisk::checkpoint::checksum(std::string_view(bytes).substr(0, bytes.size() - 8));
        for (int k = 0; k < 8; ++k) bytes[bytes.size() - 8 + size_t(k)] = char(uint8_t(sum >> (8 * k)));
        return bytes;
    };
    ASSERT_NO_THROW(sandbox.restore(reseal(good)));   // resealing alone changes nothing
    size_t meta_len = size_t(uint8_t(good[8])) | size_t(uint8_t(good[9])) << 8;
    ASSERT_GT(meta_len, 4u);
    int refused = 0;
    for (size_t i = 12; i < 12 + meta_len; ++i) {
        for (uint8_t flip : {0x01, 0x80, 0xFF}) {
            std::string bad = good;
            bad[i] = char(uint8_t(bad[i]) ^ flip);
            try {
                CodeExecution run = sandbox.restore(reseal(bad));
                (void)run.waiting_for_host();
            } catch (const CodeCheckpointError& e) {
                ++refused;
                EXPECT_EQ(std::string(e.what()).find("checksum"), std::string::npos) << e.what();
            }
        }
    }
    EXPECT_GT(refused, 0);
    std::string old = good;
    old[4] = 1;   // wrapper version 1 (JSON metadata) is no longer read
    try {
        sandbox.restore(reseal(old));
        ADD_FAILURE() << "version 1 restored";
    } catch (const CodeCheckpointError& e) {
        EXPECT_NE(std::string(e.what()).find("unsupported snapshot version 1"), std::string::npos) << e.what();
    }
}

TEST(CheckpointErrors, DumpOfAFailedOrAnsweredExecution) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("f()");
    run.next();
    run.provide_result(1);
    EXPECT_THROW(run.dump(), CodeCheckpointError);
    CodeExecution failed = sandbox.execute("1 / 0");
    EXPECT_THROW(failed.next(), CodeRuntimeError);
    EXPECT_THROW(failed.dump(), CodeCheckpointError);
}

// A completed execution dumps its globals: a session between cells, which restores (in a fresh
// process too) as a completed execution that execute_next() continues.
TEST(Sessions, ACompletedExecutionDumpsItsGlobalsBetweenCells) {
    CodeSandbox sandbox;
    CodeExecution first = sandbox.execute("total = 40\ndef add(n):\n    return total + n\n");
    std::get<ExecutionResult>(first.next());
    std::string between = first.dump();
    CodeExecution restored = sandbox.restore(between);
    EXPECT_TRUE(restored.finished());
    EXPECT_THROW(restored.next(), std::logic_error);
    CodeExecution second = sandbox.execute_next(std::move(restored), "add(2)");
    EXPECT_EQ(std::get<ExecutionResult>(second.next()).output, HostValue(42));
    // In a fresh process: protocol_session_test.cpp.
}

TEST(Sessions, AFailedCellKeepsWhatItAssignedBeforeTheError) {
    CodeSandbox sandbox;
    CodeExecution first = sandbox.execute("a = 1\nb = 1 / 0\n");
    EXPECT_THROW(first.next(), CodeRuntimeError);
    CodeExecution second = sandbox.execute_next(std::move(first), "[a, 'b' in globals()]");
    auto done = std::get<ExecutionResult>(second.next());
    EXPECT_EQ(done.output, HostValue::list({HostValue(1), HostValue(false)}));
}

// ---- Feature policy ---------------------------------------------------------------------------

TEST(Features, SwitchedOffFeaturesAreSyntaxErrorsNamingTheLine) {
    struct Case {
        Feature feature;
        const char* code;
        int line;
    };
    const Case cases[] = {
        {Feature::WhileLoop, "x = 1\nwhile x:\n    x = 0", 2},
        {Feature::Import, "import json", 1},
        {Feature::Lambda, "f = lambda: 1", 1},
        {Feature::ClassDef, "\n\nclass A: pass", 3},
        {Feature::FunctionDef, "def f(): pass", 1},
        {Feature::Comprehension, "[x for x in []]", 1},
        {Feature::Generator, "def g():\n    yield 1", 2},
        {Feature::Try, "try:\n    pass\nexcept Exception:\n    pass", 1},
        {Feature::With, "with x:\n    pass", 1},
        {Feature::Global, "def f():\n    global x", 2},
        {Feature::Nonlocal, "def f():\n    x = 1\n    def g():\n        nonlocal x", 4},
        {Feature::TupleUnpacking, "a, b = 1, 2", 1},
        {Feature::TupleUnpacking, "for k, v in []: pass", 1},
        {Feature::Subscript, "x = [1]\ny = x[0]", 2},
        {Feature::Subscript, "x = [1]\nx[1:] = []", 2},
        {Feature::BreakContinue, "for i in []:\n    break", 2},
        {Feature::BreakContinue, "for i in []:\n    continue", 2},
        {Feature::StringMethods, "s = 'a'\nt = s.upper()", 2},
        {Feature::StringMethods, "x = 1\ny = ', '.join", 2},
        {Feature::StringMethods, "x = f'{1}'.strip(\n)", 1},
    };
    for (const Case& c : cases) {
        CodeSandbox sandbox(SandboxConfig{.disabled_features = {c.feature}});
        try {
            sandbox.execute(c.code);
            ADD_FAILURE() << c.code << " was accepted";
        } catch (const CodeSyntaxError& e) {
            EXPECT_EQ(e.line, c.line) << c.code;
            EXPECT_NE(e.message().find(std::string(feature_info(c.feature).summary)), std::string::npos) << e.message();
        }
        EXPECT_NO_THROW(CodeSandbox().type_check(c.code)) << c.code;
    }
}

TEST(Features, EveryFeatureIsInTheTableOnce) {
    std::set<Feature> seen;
    std::set<std::string_view> keys;
    for (const FeatureInfo& f : feature_table()) {
        EXPECT_TRUE(seen.insert(f.feature).second);
        EXPECT_TRUE(keys.insert(f.key).second);
        EXPECT_EQ(feature_by_key(f.key), f.feature);
    }
    EXPECT_EQ(seen.size(), size_t(Feature::Async) + 1);
}

// Names the compiler cannot see (getattr, the str type, count/index shared with list) are refused
// when the code runs; other types' methods of the same names keep working.
TEST(Features, StringMethodsSwitchedOffAtRunTime) {
    CodeSandbox sandbox(SandboxConfig{.disabled_features = {Feature::StringMethods}});
    for (const char* code : {"getattr('a', 'up' + 'per')()", "'aa'.count('a')", "f = getattr(str, 'lo' + 'wer')",
                             "s = 'a,b'\nf = getattr(s, 'split')"}) {
        CodeExecution run = sandbox.execute(code);
        try {
            run.next();
            ADD_FAILURE() << code << " ran";
        } catch (const CodeRuntimeError& e) {
            EXPECT_EQ(e.type, "AttributeError") << code;
            EXPECT_NE(e.message().find("string methods are switched off"), std::string::npos) << e.message();
        }
    }
    CodeExecution ok = sandbox.execute("xs = [1, 1, 2]\n(xs.count(1), xs.index(2), len('abc'), 'a' + 'b')");
    EXPECT_EQ(finish(ok).output, HostValue::tuple({2, 2, 3, "ab"}));
    // The same code runs where the feature is on.
    CodeExecution on = CodeSandbox().execute("'aa'.count('a')");
    EXPECT_EQ(finish(on).output, HostValue(2));
}

TEST(Features, TypeCheck) {
    CodeSandbox sandbox(SandboxConfig{.disabled_features = {Feature::ClassDef}});
    EXPECT_NO_THROW(sandbox.type_check("x = get_weather('a')", "def get_weather(city: str) -> dict: ..."));
    EXPECT_THROW(sandbox.type_check("class A: pass"), CodeSyntaxError);
    EXPECT_THROW(sandbox.type_check("x = 1", "def broken(:"), CodeTypeError);
}

TEST(Constraints, PromptWithEverythingOn) {
    CodeSandbox sandbox;
    std::string prompt = sandbox.constraints().prompt();
    EXPECT_EQ(prompt.rfind("Full Python syntax is supported", 0), 0u) << prompt;
    EXPECT_NE(prompt.find("Modules that can be imported: "), std::string::npos) << prompt;
    EXPECT_NE(prompt.find("call depth at most 1000"), std::string::npos);
}

TEST(Constraints, ModulesComeFromTheModuleTableAndVanishWithImports) {
    std::vector<std::string> table;
    for (const basilisk::vm::ModuleDef& m : basilisk::vm::builtin_modules()) table.emplace_back(m.name);
    EXPECT_EQ(CodeSandbox().constraints().modules, table);
    CodeSandbox no_imports(SandboxConfig{.disabled_features = {Feature::Import}});
    EXPECT_TRUE(no_imports.constraints().modules.empty());
    EXPECT_NE(no_imports.constraints().prompt().find("No modules can be imported"), std::string::npos);
}

TEST(Constraints, PromptListsRestrictionsModulesLimitsAndInstructions) {
    SandboxConfig config;
    config.disabled_features = {Feature::WhileLoop, Feature::ClassDef};
    config.limits.max_duration_ms = 500;
    config.additional_instructions = "Always return a dict.";
    CodeConstraints c = CodeSandbox(config).constraints();
    std::string prompt = c.prompt();
    EXPECT_EQ(prompt.find("Full Python syntax"), std::string::npos);
    EXPECT_NE(prompt.find("- no while loops\n"), std::string::npos) << prompt;
    EXPECT_NE(prompt.find("- no class definitions\n"), std::string::npos);
    EXPECT_EQ(prompt.find("- no for loops"), std::string::npos);
    EXPECT_NE(prompt.find("at most 500 ms"), std::string::npos);
    EXPECT_NE(prompt.find("Always return a dict.\n"), std::string::npos);
    Json j = c.to_json();
    EXPECT_EQ(j["features"]["while_loops"], false);
    EXPECT_EQ(j["features"]["for_loops"], true);
    EXPECT_NE(std::find(j["modules"].begin(), j["modules"].end(), "keyword"), j["modules"].end());
    EXPECT_EQ(j["limits"]["max_duration_ms"], 500);
    EXPECT_EQ(j["additional_instructions"], "Always return a dict.");
}

// ---- Concurrency ------------------------------------------------------------------------------

const char* kCounter = "t = 0\nfor i in range(20):\n    t += f(i)\nt";

TEST(Concurrency, TwoExecutionsInterleavedInOneThread) {
    CodeSandbox sandbox;
    CodeExecution a = sandbox.execute(kCounter);
    CodeExecution b = sandbox.execute(kCounter);
    for (;;) {
        auto ea = a.next();
        auto eb = b.next();
        if (auto* r = std::get_if<ExecutionResult>(&ea)) {
            EXPECT_EQ(r->output, HostValue(190));
            EXPECT_EQ(std::get<ExecutionResult>(eb).output, HostValue(190 * 2));
            break;
        }
        a.provide_result(int_arg(std::get<FunctionCall>(ea), 0));
        b.provide_result(int_arg(std::get<FunctionCall>(eb), 0) * 2);
    }
}

TEST(Concurrency, ExecutionsInTwoThreads) {
    HostValue results[2];
    auto work = [&](int k) {
        CodeSandbox sandbox;
        for (int rep = 0; rep < 20; ++rep) {
            RunLog log = drive(sandbox.execute(kCounter), {{"f", [k](const FunctionCall& c) { return HostValue(int_arg(c, 0) * k); }}},
                               rep % 5 == 0, &sandbox);
            results[k - 1] = log.output;
        }
    };
    std::thread t1(work, 1), t2(work, 2);
    t1.join();
    t2.join();
    EXPECT_EQ(results[0], HostValue(190));
    EXPECT_EQ(results[1], HostValue(380));
}

// ---- Values -----------------------------------------------------------------------------------

TEST(Values, JsonForms) {
    EXPECT_EQ(json_dump(HostValue(187126.0).to_json()), "187126.0");
    EXPECT_EQ(json_dump(HostValue(std::numeric_limits<double>::infinity()).to_json()), "{\"$float\":\"inf\"}");
    EXPECT_EQ(json_dump(HostValue::tuple({1, HostValue()}).to_json()), "{\"$tuple\":[1,null]}");
    EXPECT_EQ(json_dump(HostValue::bytes("hi").to_json()), "{\"$bytes\":\"aGk=\"}");
    EXPECT_EQ(json_dump(HostValue::dict({{"$x", 1}}).to_json()), "{\"$dict\":[[\"$x\",1]]}");
    EXPECT_EQ(json_dump(HostValue::dict({{"b", 1}, {"a", 2}}).to_json()), "{\"b\":1,\"a\":2}");
    HostValue big = HostValue::from_json(json_parse("123456789012345678901234567890"));
    EXPECT_EQ(big, HostValue(HostBigInt{"123456789012345678901234567890"}));
    EXPECT_EQ(HostValue::from_json(json_parse("18446744073709551615")), HostValue(HostBigInt{"18446744073709551615"}));
    EXPECT_EQ(HostValue::from_json(json_parse("{\"$frozenset\":[1]}")), HostValue::set({1}, true));
    EXPECT_EQ(HostValue::from_json(json_parse("{\"$float\":\"-inf\"}")), HostValue(-std::numeric_limits<double>::infinity()));
    EXPECT_THROW(HostValue::from_json(json_parse("{\"$nope\":1}")), std::invalid_argument);
    EXPECT_THROW(HostValue::from_json(json_parse("{\"$repr\":\"x\"}")), std::invalid_argument);
    EXPECT_EQ(base64_decode(base64_encode(std::string("\x00\x01\xfe\xff", 4))), std::string("\x00\x01\xfe\xff", 4));
    EXPECT_THROW(base64_decode("a"), std::invalid_argument);
}

TEST(Values, OutputOfUnrepresentableValuesIsARepr) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("def f(): pass\nx = [1]\nx.append(x)\n(f, x, float('nan') != float('nan'))");
    auto out = finish(run).output;
    const auto& items = out.as<HostTuple>().items;
    ASSERT_EQ(items.size(), 3u);
    EXPECT_EQ(items[0].as<HostRepr>().text.rfind("<function f at", 0), 0u);
    EXPECT_EQ(json_dump(items[1].to_json()), "[1,{\"$repr\":\"[...]\"}]");
    EXPECT_EQ(items[2], HostValue(true));
}

// ---- Measurements (printed; Release numbers go in the report) -------------------------------

TEST(Measure, HostCallRoundTripAndSnapshots) {
    CodeSandbox sandbox;
    constexpr int kCalls = 20000;
    CodeExecution run = sandbox.execute("t = 0\nfor i in range(20000):\n    t += f(i)\nt");
    auto start = std::chrono::steady_clock::now();
    for (;;) {
        auto ev = run.next();
        if (std::holds_alternative<ExecutionResult>(ev)) break;
        run.provide_result(1);
    }
    double per_call_us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / kCalls;
    std::printf("[measure] host call round trip: %.3f us per call\n", per_call_us);

    CodeExecution small = sandbox.execute("x = {'a': 1}\ny = f(x)\ny");
    small.next();
    constexpr int kReps = 2000;
    start = std::chrono::steady_clock::now();
    size_t size = 0;
    for (int i = 0; i < kReps; ++i) {
        std::string bytes = small.dump();
        size = bytes.size();
        CodeExecution copy = sandbox.restore(bytes);
        copy.provide_result(2);
        copy.next();
    }
    double small_us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / kReps;
    std::printf("[measure] dump+restore+resume of a small paused state: %.1f us (%zu bytes)\n", small_us, size);

    CodeExecution big = sandbox.execute("data = [{'id': i, 'name': 'n' + str(i), 'ok': True} for i in range(10000)]\nf()\nlen(data)");
    big.next();
    start = std::chrono::steady_clock::now();
    std::string bytes = big.dump();
    auto mid = std::chrono::steady_clock::now();
    CodeExecution copy = sandbox.restore(bytes);
    auto end = std::chrono::steady_clock::now();
    copy.provide_result(HostValue());
    EXPECT_EQ(finish(copy).output, HostValue(10000));
    std::printf("[measure] 10,000 dicts of 3 keys: snapshot %zu bytes, dump %.2f ms, restore %.2f ms\n", bytes.size(),
                std::chrono::duration<double, std::milli>(mid - start).count(),
                std::chrono::duration<double, std::milli>(end - mid).count());
}

}  // namespace
}  // namespace basilisk::test
