// try/except* (PEP 654) through the public API: the tracebacks of what leaves a try/except*
// (expected text from CPython 3.11, same script), and a host call inside an except* clause that
// is dumped, restored in a fresh sandbox and answered there. The pause matrix (pause_cases.h)
// covers host calls in clauses and in a group's derive() too, in process and across processes.
#include "tests/embedding/api_helpers.h"

namespace basilisk::test {
namespace {

std::string traceback_of(const std::string& code) {
    CodeSandbox sandbox(SandboxConfig{.script_name = "agent.py"});
    try {
        drive(sandbox.execute(code), {});
    } catch (const CodeRuntimeError& e) {
        return e.traceback;
    }
    return "(no error)";
}

// The unmatched rest keeps the group's traceback and its nesting.
TEST(ExceptStar, UnhandledRestPrintsAsAGroup) {
    std::string code =
        "def inner():\n"
        "    raise ExceptionGroup(\"many\", [ValueError(1), TypeError(2), ExceptionGroup(\"sub\", [OSError(3), ValueError(4)])])\n"
        "\n"
        "def outer():\n"
        "    try:\n"
        "        inner()\n"
        "    except* ValueError as e:\n"
        "        pass\n"
        "\n"
        "outer()\n";
    EXPECT_EQ(traceback_of(code),
              "  + Exception Group Traceback (most recent call last):\n"
              "  |   File \"agent.py\", line 10, in <module>\n"
              "  |     outer()\n"
              "  |   File \"agent.py\", line 6, in outer\n"
              "  |     inner()\n"
              "  |   File \"agent.py\", line 2, in inner\n"
              "  |     raise ExceptionGroup(\"many\", [ValueError(1), TypeError(2), ExceptionGroup(\"sub\", [OSError(3), ValueError(4)])])\n"
              "  | ExceptionGroup: many (2 sub-exceptions)\n"
              "  +-+---------------- 1 ----------------\n"
              "    | TypeError: 2\n"
              "    +---------------- 2 ----------------\n"
              "    | ExceptionGroup: sub (1 sub-exception)\n"
              "    +-+---------------- 1 ----------------\n"
              "      | OSError: 3\n"
              "      +------------------------------------");
}

// What a clause raises joins the rest in a new group, which has no traceback entry of the
// function that raised it (CPython's RERAISE adds none); each member keeps its own.
TEST(ExceptStar, RaisedInAClauseJoinsTheRest) {
    std::string code =
        "def f():\n"
        "    try:\n"
        "        raise ExceptionGroup(\"eg\", [ValueError(1), TypeError(2)])\n"
        "    except* ValueError:\n"
        "        raise KeyError(\"new\")\n"
        "f()\n";
    EXPECT_EQ(traceback_of(code),
              "  + Exception Group Traceback (most recent call last):\n"
              "  |   File \"agent.py\", line 6, in <module>\n"
              "  |     f()\n"
              "  | ExceptionGroup:  (2 sub-exceptions)\n"
              "  +-+---------------- 1 ----------------\n"
              "    | Exception Group Traceback (most recent call last):\n"
              "    |   File \"agent.py\", line 3, in f\n"
              "    |     raise ExceptionGroup(\"eg\", [ValueError(1), TypeError(2)])\n"
              "    | ExceptionGroup: eg (1 sub-exception)\n"
              "    +-+---------------- 1 ----------------\n"
              "      | ValueError: 1\n"
              "      +------------------------------------\n"
              "    | \n"
              "    | During handling of the above exception, another exception occurred:\n"
              "    | \n"
              "    | Traceback (most recent call last):\n"
              "    |   File \"agent.py\", line 5, in f\n"
              "    |     raise KeyError(\"new\")\n"
              "    | KeyError: 'new'\n"
              "    +---------------- 2 ----------------\n"
              "    | Exception Group Traceback (most recent call last):\n"
              "    |   File \"agent.py\", line 3, in f\n"
              "    |     raise ExceptionGroup(\"eg\", [ValueError(1), TypeError(2)])\n"
              "    | ExceptionGroup: eg (1 sub-exception)\n"
              "    +-+---------------- 1 ----------------\n"
              "      | TypeError: 2\n"
              "      +------------------------------------");
}

// A bare exception is matched wrapped in a group made without a traceback; `raise` in the clause
// re-raises that wrapper.
TEST(ExceptStar, BareReraiseOfAWrappedException) {
    std::string code =
        "try:\n"
        "    raise ValueError(\"alone\")\n"
        "except* ValueError:\n"
        "    raise\n";
    EXPECT_EQ(traceback_of(code),
              "  | ExceptionGroup:  (1 sub-exception)\n"
              "  +-+---------------- 1 ----------------\n"
              "    | Traceback (most recent call last):\n"
              "    |   File \"agent.py\", line 2, in <module>\n"
              "    |     raise ValueError(\"alone\")\n"
              "    | ValueError: alone\n"
              "    +------------------------------------");
}

// Paused inside a clause, dumped, restored in a new sandbox and answered there with an
// exception: it is raised in the clause and leaves with the unmatched rest, its context the
// part the clause handled.
TEST(ExceptStar, ClausePausedRestoredInAFreshSandboxAndAnsweredWithAnException) {
    const char* code =
        "def g():\n"
        "    try:\n"
        "        raise ExceptionGroup('eg', [ValueError(1), TypeError(2)])\n"
        "    except* ValueError:\n"
        "        ask()\n"
        "try:\n"
        "    g()\n"
        "except ExceptionGroup as eg:\n"
        "    r = [type(x).__name__ for x in eg.exceptions]\n"
        "    c = repr(eg.exceptions[0].__context__)\n"
        "[r, c]";
    SandboxConfig config{.functions = std::vector<std::string>{"ask"}};
    CodeSandbox sandbox(config);
    CodeExecution run = sandbox.execute(code);
    auto call = std::get<FunctionCall>(run.next());
    EXPECT_EQ(call.name, "ask");
    std::string bytes = run.dump();
    CodeSandbox fresh(config);
    CodeExecution resumed = fresh.restore(bytes);
    resumed.provide_exception("KeyError", "no");
    auto done = std::get<ExecutionResult>(resumed.next());
    EXPECT_EQ(done.output, HostValue::list({HostValue::list({"KeyError", "ExceptionGroup"}),
                                            "ExceptionGroup('eg', [ValueError(1)])"}));
}

}  // namespace
}  // namespace basilisk::test
